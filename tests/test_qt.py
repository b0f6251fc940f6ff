"""Qt must load. There is no importorskip here: if PySide6 cannot load (for example without
libEGL), collecting this file is an error and the suite fails, so CI cannot stay green by skipping."""

from PySide6.QtWidgets import QApplication, QLabel, QPushButton


def test_qt_loads_and_draws_offscreen(qtbot):
    assert QApplication.platformName() == "offscreen"
    label = QLabel("dpgui")
    qtbot.addWidget(label)
    label.show()
    assert not label.grab().isNull()


def test_a_click_reaches_a_widget(qtbot):
    from PySide6.QtCore import Qt
    button = QPushButton("Release")
    qtbot.addWidget(button)
    clicks = []
    button.clicked.connect(lambda: clicks.append(1))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert clicks == [1]
