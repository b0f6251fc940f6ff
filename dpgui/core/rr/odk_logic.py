"""The part of ODK's XPath that kiosk forms use for ``relevant``, ``constraint`` and ``choice_filter``.

Supported: ``${question}``, ``.`` (the answer being checked), bare names (a column of the choices
sheet, in a ``choice_filter``), string and number literals, ``= != < <= > >=``, ``+ - * div mod``,
``and``, ``or``, parentheses and the functions ``not``, ``selected``, ``count-selected``,
``string-length``, ``true`` and ``false``. Anything else raises :class:`Unsupported`, so a form
is never run with logic the kiosk would silently get wrong. Expressions are parsed into a small
tree and walked; nothing is ever passed to ``eval``.

Comparisons follow XPath 1.0: if either side is a number both are compared as numbers (a blank
answer is NaN, so every comparison with it is false except ``!=``), else as strings. Text is read as a
number by XPath 1.0's ``number()`` grammar only (optional spaces, an optional ``-``, ASCII digits with an
optional ``.``); anything else (``1e3``, ``+5``, ``1_000``, ``inf``, Arabic-Indic digits) is NaN. The phones' page
(``dpgui/collect/static/logic.js``) walks the same trees with the same rules. Answers are
given as ODK stores them: a select_multiple as its codes separated by spaces.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

TOKEN = re.compile(r"\s*(?:(?P<ref>\$\{[A-Za-z_][\w.-]*\})|(?P<num>\d+(?:\.\d*)?|\.\d+)|(?P<str>'[^']*'|\"[^\"]*\")"
                   r"|(?P<op>!=|<=|>=|[=<>()+*,-])|(?P<dot>\.)|(?P<name>[A-Za-z_][\w.-]*))")
TRAILING_SPACE = re.compile(r"\s*\Z")
# XPath 1.0 §4.4 number(): [ \t\r\n]* '-'? (Digits ('.' Digits?)? | '.' Digits) [ \t\r\n]*, with ASCII digits only.
XPATH_NUMBER = re.compile(r"[ \t\r\n]*(-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+))[ \t\r\n]*\Z")
FUNCTIONS = {"not": 1, "selected": 2, "count-selected": 1, "string-length": 1, "true": 0, "false": 0}
COMPARISONS = ("=", "!=", "<", "<=", ">", ">=")
LEVELS = (("or",), ("and",), COMPARISONS, ("+", "-"), ("*", "div", "mod"))  # lowest precedence first
BINARY = {op for level in LEVELS for op in level}
# A hostile form could nest thousands of brackets; the parser and the evaluator recurse once per level, so
# anything deeper or longer than any real form's logic is refused instead of exhausting Python's stack.
MAX_DEPTH = 100
MAX_LENGTH = 10_000


class Unsupported(ValueError):
    """An expression outside the subset the kiosk evaluates. Its words stay English: an imported form keeps them
    as why a row is not asked, which the survey's fingerprint hashes (see :mod:`dpgui.core.rr.survey`)."""


@dataclass(frozen=True)
class Expression:
    text: str
    tree: tuple

    @property
    def references(self) -> set[str]:
        """The questions named with ``${…}``."""
        found: set[str] = set()

        def walk(node):
            if node[0] == "ref":
                found.add(node[1])
            for child in node[1:]:
                if isinstance(child, tuple):
                    walk(child)
        walk(self.tree)
        return found

    def __call__(self, answers: dict[str, str], current: str = "", choice: dict | None = None) -> bool:
        return _boolean(_value(self.tree, answers, current, choice or {}))


def parse(text: str) -> Expression:
    if len(text) > MAX_LENGTH:
        raise Unsupported(f"The expression is too long for the kiosk ({len(text):,} characters; "
                          f"at most {MAX_LENGTH:,})")
    tokens = _tokens(text)
    parser = _Parser(tokens, text)
    tree = parser.expression()
    if parser.position != len(tokens):
        raise Unsupported(f"Unexpected {tokens[parser.position][1]!r} in {text!r}")
    if _depth(tree) > MAX_DEPTH:
        raise _too_deep()
    return Expression(text, tree)


def _too_deep() -> Unsupported:
    return Unsupported(f"the expression is nested too deeply for the kiosk (more than {MAX_DEPTH} levels of "
                       "brackets, functions or minus signs)")


def _depth(tree: tuple) -> int:
    """How many nodes deep the tree goes, counted without recursion (the tree may come from a hostile form)."""
    deepest, stack = 0, [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        stack.extend((child, depth + 1) for child in node[1:] if isinstance(child, tuple))
    return deepest


def _tokens(text: str) -> list[tuple[str, str]]:
    out, position = [], 0
    while position < len(text):
        if TRAILING_SPACE.match(text, position):
            break
        match = TOKEN.match(text, position)
        if not match:
            raise Unsupported(f"The kiosk cannot read {text[position:].strip()[:20]!r} in {text!r}")
        kind = match.lastgroup
        out.append((kind, match.group(kind)))
        position = match.end()
    return out


class _Parser:
    """Operands and operators are read in a loop and grouped by precedence afterwards, so Python recurses only
    for brackets and function calls (and :data:`MAX_DEPTH` bounds those)."""

    def __init__(self, tokens, text):
        self.tokens, self.text, self.position, self.depth = tokens, text, 0, 0

    def peek(self, *values) -> bool:
        if self.position >= len(self.tokens):
            return False
        kind, value = self.tokens[self.position]
        return value in values and kind in ("op", "name")

    def take(self) -> tuple[str, str]:
        if self.position >= len(self.tokens):
            raise Unsupported(f"{self.text!r} ends too early")
        self.position += 1
        return self.tokens[self.position - 1]

    def expression(self):
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise _too_deep()
        operands, operators = [self.operand()], []
        while self.peek(*BINARY):
            operators.append(self.take()[1])
            operands.append(self.operand())
        self.depth -= 1
        return _group(operands, operators, 0)

    def operand(self):
        """A primary after any number of minus signs, each meaning 0 - …"""
        signs = 0
        while self.peek("-"):
            self.take()
            signs += 1
        node = self.primary()
        for _ in range(signs):
            node = ("chain", ("num", 0.0), "-", node)
        return node

    def primary(self):
        kind, value = self.take()
        if kind == "ref":
            return ("ref", value[2:-1])
        if kind == "num":
            return ("num", float(value))
        if kind == "str":
            return ("str", value[1:-1])
        if kind == "dot":
            return ("dot",)
        if value == "(":
            node = self.expression()
            if self.take()[1] != ")":
                raise Unsupported(f"A bracket is not closed in {self.text!r}")
            return node
        if kind == "name" and self.peek("("):
            return self.call(value)
        if kind == "name":
            return ("column", value)
        raise Unsupported(f"Unexpected {value!r} in {self.text!r}")

    def call(self, name):
        if name not in FUNCTIONS:
            raise Unsupported(f"The kiosk does not evaluate the function {name}() (in {self.text!r})")
        self.take()
        args = []
        while not self.peek(")"):
            args.append(self.expression())
            if self.peek(","):
                self.take()
        self.take()
        if len(args) != FUNCTIONS[name]:
            raise Unsupported(f"{name}() takes {FUNCTIONS[name]} argument(s) (in {self.text!r})")
        return ("call", name, *args)


def _group(operands: list, operators: list[str], level: int):
    """Group ``o0 op1 o1 op2 o2 …`` by precedence into ("chain", first, op, next, op, next, …) nodes, one per run
    of operators of the same precedence, evaluated left to right (so a long ``or`` list is wide, not deep)."""
    if level == len(LEVELS):
        return operands[0]
    nodes, joiners, start = [], [], 0
    for i, op in enumerate(operators):
        if op in LEVELS[level]:
            nodes.append(_group(operands[start:i + 1], operators[start:i], level + 1))
            joiners.append(op)
            start = i + 1
    nodes.append(_group(operands[start:], operators[start:], level + 1))
    if not joiners:
        return nodes[0]
    chain = ["chain", nodes[0]]
    for op, node in zip(joiners, nodes[1:]):
        chain += [op, node]
    return tuple(chain)


def _number(value) -> float:
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, float):
        return value
    match = XPATH_NUMBER.match(str(value))
    return float(match.group(1)) if match else math.nan


def _boolean(value) -> bool:
    if isinstance(value, float):
        return value != 0 and not math.isnan(value)
    return bool(value)


def _compare(op: str, left, right) -> bool:
    if isinstance(left, bool) or isinstance(right, bool):
        left, right = _boolean(left), _boolean(right)
    elif op in ("=", "!=") and not (isinstance(left, float) or isinstance(right, float)):
        left, right = str(left), str(right)
    else:
        left, right = _number(left), _number(right)
    return {"=": left == right, "!=": left != right, "<": left < right, "<=": left <= right,
            ">": left > right, ">=": left >= right}[op]


def _value(node, answers, current, choice):
    kind = node[0]
    if kind in ("num", "str"):
        return node[1]
    if kind == "ref":
        return answers.get(node[1], "")
    if kind == "dot":
        return current
    if kind == "column":
        return str(choice.get(node[1], ""))
    if kind == "call":
        args = [_value(a, answers, current, choice) for a in node[2:]]
        name = node[1]
        if name == "not":
            return not _boolean(args[0])
        if name == "selected":
            return str(args[1]) in str(args[0]).split()
        if name == "count-selected":
            return float(len(str(args[0]).split()))
        if name == "string-length":
            return float(len(str(args[0])))
        return name == "true"
    value = _value(node[1], answers, current, choice)
    for op, operand in zip(node[2::2], node[3::2]):
        if op == "and":
            value = _boolean(value) and _boolean(_value(operand, answers, current, choice))
        elif op == "or":
            value = _boolean(value) or _boolean(_value(operand, answers, current, choice))
        else:
            value = _apply(op, value, _value(operand, answers, current, choice))
    return value


def _apply(op: str, left, right):
    if op in COMPARISONS:
        return _compare(op, left, right)
    a, b = _number(left), _number(right)
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if b == 0:
        return math.nan
    if op == "div":
        return a / b
    return math.nan if math.isinf(a) else math.fmod(a, b)  # C's fmod(±inf, b) is NaN; Python's raises
