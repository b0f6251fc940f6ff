""""Which are above a line?" in the GUI, driven as a curator would: the kind, a column, the line, c, an order set
with the Up button and Ctrl+Up, a follow-up share; the preview shows the cost and the uncertainty w (the core's,
computed here independently) before anything is spent; Run releases it in the worker; Results show which were
above, below and not examined, and the sentence. Monotone is offered under add-remove only."""

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QListWidget, QSpinBox

from dpgui.core.choices import ADD_REMOVE, REPLACE_ONE
from dpgui.core.mechanisms.above_threshold import above_threshold_scales, uncertainty
from dpgui.core.words.plain_numbers import plain_estimate
from dpgui.store.declared.schema import parse_schema
from dpgui.ui.pages.add_query import AddQueryDialog, Preview
from tests.test_add_query_accuracy import in_dialog, ok_button, type_into
from tests.test_gui import click, open_example, spent, window  # noqa: F401  (the fixture)

NO_CATCH_ALL = {"outside": "exclude", "missing": "exclude"}
SCHEMA = parse_schema({"columns": {"district": {"type": "categorical", "categories": ["D1", "D2", "D3"],
                                                **NO_CATCH_ALL},
                                   "sex": {"type": "categorical", "categories": ["f", "m"], **NO_CATCH_ALL},
                                   "age": {"type": "numeric", "lower": 0, "upper": 100}}})


def order_of(dialog) -> list[str]:
    return dialog.above.ordered()


def test_a_curator_asks_which_regions_are_above_a_line_and_reads_the_answer(qtbot, window):  # noqa: F811
    w = window
    open_example(qtbot, w)
    seen: dict = {}

    def act(dialog):
        dialog.kind.setCurrentIndex(dialog.kind.findData("above_threshold"))
        dialog.column.setCurrentText("region")
        assert dialog.above.isVisible() and dialog.above.monotone.isVisible()  # the example is add-remove
        seen["explained"] = dialog.above.findChildren(type(dialog.accuracy))[0].text()
        type_into(qtbot, dialog.above.threshold, "20")
        type_into(qtbot, dialog.above.c, "1")
        dialog.above.given.setCurrentIndex(dialog.above.given.findData(True))
        seen["declared"] = order_of(dialog)
        dialog.above.order.setCurrentRow(3)  # West
        click(qtbot, dialog.above.up)
        click(qtbot, dialog.above.up)
        dialog.above.order.setFocus()
        qtbot.keyClick(dialog.above.order, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
        seen["order"] = order_of(dialog)
        type_into(qtbot, dialog.above.follow, "50")
        type_into(qtbot, dialog.epsilon_box, "0.5")
        seen["preview"] = dialog.accuracy.text()
        seen["spent"] = spent(w)
        click(qtbot, ok_button(dialog))

    before = spent(w)
    in_dialog(qtbot, w, act)
    assert "pays for the few above the line, not for every cell" in seen["explained"]
    assert seen["declared"] == ["North", "South", "East", "West", "(other)", "(missing)"]
    assert seen["order"] == ["West", "North", "South", "East", "(other)", "(missing)"]
    wanted = uncertainty(20, above_threshold_scales(Fraction("0.5"), 1, 1, False, Fraction("0.5")))["w"]
    assert "Cost: ε = 0.5 in all" in seen["preview"] and "0.25 to compare" in seen["preview"]
    assert f"± {wanted} around the line" in seen["preview"]
    assert seen["spent"] == before  # the preview spent nothing
    query = w.queries.items[-1].query
    assert query == {"type": "above_threshold", "column": "region", "threshold": 20, "c": 1,
                     "order": ["West", "North", "South", "East", "(other)", "(missing)"], "follow_up": 0.5}
    assert w.queries.items[-1].epsilon == 0.5
    with qtbot.waitSignal(w.queries.released, timeout=20_000):
        click(qtbot, w.queries.run_button)  # the worker releases it
    assert spent(w) == pytest.approx(before + 0.5)
    release = w.results.current
    assert release["query"] == "above_threshold" and release["stopped"] and release["examined"] == 1
    table = w.results.table
    texts = [[table.item(r, c).text() for c in range(3)] for r in range(table.rowCount())]
    assert [t[0] for t in texts] == ["1. West", "2. North", "3. South", "4. East", "5. (other)", "6. (missing)"]
    assert [t[1] for t in texts] == ["▲ above"] + ["· not examined"] * 5  # the order examined, stopped after 1
    assert table.item(0, 0).font().bold() and not table.item(1, 0).font().bold()
    row = release["rows"][0]
    assert texts[0][2] == plain_estimate(row["estimate"], row["ci_low"], row["ci_high"])
    assert [t[2] for t in texts[1:]] == [""] * 5  # nothing released about those not examined
    assert not table.isColumnHidden(2) and table.isColumnHidden(3) and table.isColumnHidden(4)
    sentence = w.results.sentence.text()
    assert "1 of 6 reported above: West" in sentence
    assert "It stopped after 1 above: 1 of 6 examined, 5 not examined." in sentence
    assert f"a true count {release['uncertainty']['w']} or more below the line" in sentence
    copied = w.results.table_text().splitlines()
    assert copied[0] == "label,answer,estimate,ci_low,ci_high" and copied[2] == "North,not examined,,,"
    w.results.details.setChecked(True)  # the noise and the method behind Details
    assert not table.isColumnHidden(4) and w.results.method.isVisible()
    assert "Above-threshold (sparse vector" in w.results.method.text()


def test_monotone_is_offered_under_add_remove_only_and_named_in_words(qtbot):
    for unit, offered in ((ADD_REMOVE, True), (REPLACE_ONE, False)):
        dialog = AddQueryDialog(Preview(SCHEMA, unit, 1))
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.kind.setCurrentIndex(dialog.kind.findData("above_threshold"))
        assert dialog.above.monotone.isVisible() is offered
        dialog.above.monotone.setChecked(True)  # even if set, never asked for where it is not offered
        assert ("monotone" in dialog._build()) is offered
        if offered:
            assert "when a person is added" in dialog.above.monotone.text()


def test_two_way_cells_and_named_filters_as_candidates(qtbot):
    dialog = AddQueryDialog(Preview(SCHEMA, ADD_REMOVE, 1))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.kind.setCurrentIndex(dialog.kind.findData("above_threshold"))
    dialog.above.source.setCurrentIndex(dialog.above.source.findData("columns"))
    dialog.column.setCurrentText("district")
    dialog.second.setCurrentText("sex")
    assert dialog.second.isVisible()
    dialog.above.given.setCurrentIndex(1)
    assert order_of(dialog) == ["D1 × f", "D1 × m", "D2 × f", "D2 × m", "D3 × f", "D3 × m"]
    assert dialog._build()["columns"] == ["district", "sex"]
    dialog.above.source.setCurrentIndex(dialog.above.source.findData("filters"))
    assert not dialog.column.isVisible() and not dialog.second.isVisible()
    first = dialog.above.filters[0]
    type_into(qtbot, first.name, "old")
    first.condition.column.setCurrentText("age")
    first.condition.operator.setCurrentIndex(first.condition.operator.findData("range"))
    type_into(qtbot, first.condition.value, "80, 100")
    click(qtbot, dialog.above.add_filter)
    second = dialog.above.filters[1]
    type_into(qtbot, second.name, "women")
    second.condition.column.setCurrentText("sex")
    type_into(qtbot, second.condition.value, "f")
    assert order_of(dialog) == ["old", "women"]
    dialog.above.order.setCurrentRow(1)
    dialog.above.order.setFocus()
    qtbot.keyClick(dialog.above.order, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    query = dialog._build()
    assert query["filters"] == [{"name": "old", "where": {"column": "age", "range": [80.0, 100.0]}},
                                {"name": "women", "where": {"column": "sex", "equals": "f"}}]
    assert query["order"] == ["women", "old"]
    assert "Uncertainty: ± " in dialog.accuracy.text()  # complete: the preview shows it
    click(qtbot, ok_button(dialog))
    assert dialog.query == query


def test_every_control_has_a_name_a_screen_reader_says_and_takes_the_keyboard(qtbot):
    dialog = AddQueryDialog(Preview(SCHEMA, ADD_REMOVE, 1))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.kind.setCurrentIndex(dialog.kind.findData("above_threshold"))
    dialog.above.given.setCurrentIndex(1)
    controls = [c for kind in (QComboBox, QSpinBox, QListWidget, QLineEdit, QAbstractButton)
                for c in dialog.above.findChildren(kind) if c.isVisible() and not c.objectName().startswith("qt_")]
    assert len(controls) >= 8
    for control in controls:
        text = control.text() if isinstance(control, QAbstractButton) else ""
        assert control.accessibleName() or text, control
        assert control.focusPolicy() & Qt.FocusPolicy.TabFocus, control
