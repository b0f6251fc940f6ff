#!/bin/sh
# Adds dpgui to the desktop's application menu for this user (run it from the unpacked folder).
set -e
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$HOME/.local/share/applications" "$HOME/.local/share/icons/hicolor/256x256/apps"
cp "$here/_internal/resources/icons/dpgui.png" "$HOME/.local/share/icons/hicolor/256x256/apps/dpgui.png"
sed "s|^Exec=dpgui|Exec=\"$here/dpgui\"|" "$here/dpgui.desktop" > "$HOME/.local/share/applications/dpgui.desktop"
echo "dpgui is now in your application menu."
