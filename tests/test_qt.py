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


def test_the_qt_binding_keeps_reference_counts(qapp):
    """PySide6 6.12.0 drops a reference to None on every processEvents() and to True on every
    bool signal emission, crashing Python after a few thousand; pyproject pins a sound version."""
    import sys

    from PySide6.QtCore import QObject, Signal

    class Emitter(QObject):
        flag = Signal(bool)

    emitter = Emitter()
    emitter.flag.connect(lambda value: None)
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(200):
        qapp.processEvents()
        emitter.flag.emit(True)
    assert abs(sys.getrefcount(None) - none_before) < 50
    assert abs(sys.getrefcount(True) - true_before) < 50
