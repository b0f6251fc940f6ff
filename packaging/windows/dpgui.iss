; Inno Setup 6 script for dpgui's Windows setup program. packaging/build.py compiles it after PyInstaller has built
; dist\dpgui, passing /DAppVersion=... and /DOutputName=... . Paths are relative to this file.
;
; It installs for the current user without administrator rights (most laptops in offices are managed), or for all
; users if they choose so; adds a Start-menu entry and an uninstaller (also listed in Settings > Apps).

#ifndef AppVersion
  #error Compile with /DAppVersion=x.y.z (packaging/build.py does)
#endif
#ifndef OutputName
  #error Compile with /DOutputName=... (packaging/build.py does)
#endif

[Setup]
; The AppId identifies dpgui to Windows across versions: never change it, or upgrades install a second copy.
AppId={{4F773296-5FDD-4991-9BA2-7296E982C792}
AppName=dpgui
AppVersion={#AppVersion}
AppPublisher=dpgui
AppComments=Release statistics about sensitive data with differential privacy
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\dpgui
DefaultGroupName=dpgui
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; Qt 6 needs 64-bit Windows 10 or later.
MinVersion=10.0
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SetupIconFile=..\..\resources\icons\dpgui.ico
UninstallDisplayIcon={app}\dpgui.exe
UninstallDisplayName=dpgui
OutputBaseFilename={#OutputName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the bundled libraries as a whole: files the new version no longer has must not linger.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "..\..\dist\dpgui\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\dpgui"; Filename: "{app}\dpgui.exe"; Comment: "Release statistics with differential privacy"
Name: "{group}\Uninstall dpgui"; Filename: "{uninstallexe}"
Name: "{autodesktop}\dpgui"; Filename: "{app}\dpgui.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\dpgui.exe"; Description: "{cm:LaunchProgram,dpgui}"; Flags: nowait postinstall skipifsilent
