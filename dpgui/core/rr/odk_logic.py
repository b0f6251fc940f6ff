"""The part of ODK's XPath that kiosk forms use for ``relevant``, ``constraint`` and ``choice_filter``.

Supported: ``${question}``, ``.`` (the answer being checked), bare names (a column of the choices
sheet, in a ``choice_filter``), string and number literals, ``= != < <= > >=``, ``+ - * div mod``,
``and``, ``or``, parentheses and the functions ``not``, ``selected``, ``count-selected``,
``string-length``, ``true`` and ``false``. Anything else raises :class:`Unsupported`, so a form
is never run with logic the kiosk would silently get wrong. Expressions are parsed into a small
tree and walked; nothing is ever passed to ``eval``.

Comparisons follow XPath 1.0: if either side is a number both are compared as numbers (a blank
answer is NaN, so every comparison with it is false except ``!=``), else as strings. Answers are
given as ODK stores them: a select_multiple as its codes separated by spaces.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

TOKEN = re.compile(r"\s*(?:(?P<ref>\$\{[A-Za-z_][\w.-]*\})|(?P<num>\d+(?:\.\d*)?|\.\d+)|(?P<str>'[^']*'|\"[^\"]*\")"
                   r"|(?P<op>!=|<=|>=|[=<>()+*,-])|(?P<dot>\.)|(?P<name>[A-Za-z_][\w.-]*))")
FUNCTIONS = {"not": 1, "selected": 2, "count-selected": 1, "string-length": 1, "true": 0, "false": 0}
COMPARISONS = ("=", "!=", "<", "<=", ">", ">=")


class Unsupported(ValueError):
    """An expression outside the subset the kiosk evaluates."""


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
    tokens = _tokens(text)
    parser = _Parser(tokens, text)
    tree = parser.expression()
    if parser.position != len(tokens):
        raise Unsupported(f"unexpected {tokens[parser.position][1]!r} in {text!r}")
    return Expression(text, tree)


def _tokens(text: str) -> list[tuple[str, str]]:
    out, position = [], 0
    while position < len(text):
        if text[position:].strip() == "":
            break
        match = TOKEN.match(text, position)
        if not match:
            raise Unsupported(f"the kiosk cannot read {text[position:].strip()[:20]!r} in {text!r}")
        kind = match.lastgroup
        out.append((kind, match.group(kind)))
        position = match.end()
    return out


class _Parser:
    """Recursive descent, lowest precedence first: or, and, comparison, + -, * div mod, unary."""

    def __init__(self, tokens, text):
        self.tokens, self.text, self.position = tokens, text, 0

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

    def binary(self, operators, lower):
        node = lower()
        while self.peek(*operators):
            node = ("op", self.take()[1], node, lower())
        return node

    def expression(self):
        return self.binary(("or",), lambda: self.binary(("and",), self.comparison))

    def comparison(self):
        return self.binary(COMPARISONS, lambda: self.binary(("+", "-"), lambda: self.binary(("*", "div", "mod"),
                                                                                             self.unary)))

    def unary(self):
        if self.peek("-"):
            self.take()
            return ("op", "-", ("num", 0.0), self.unary())
        return self.primary()

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
                raise Unsupported(f"a bracket is not closed in {self.text!r}")
            return node
        if kind == "name" and self.peek("("):
            return self.call(value)
        if kind == "name":
            return ("column", value)
        raise Unsupported(f"unexpected {value!r} in {self.text!r}")

    def call(self, name):
        if name not in FUNCTIONS:
            raise Unsupported(f"the kiosk does not evaluate the function {name}() (in {self.text!r})")
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


def _number(value) -> float:
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, float):
        return value
    try:
        return float(value)
    except ValueError:
        return math.nan


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
    op, left = node[1], _value(node[2], answers, current, choice)
    if op == "and":
        return _boolean(left) and _boolean(_value(node[3], answers, current, choice))
    if op == "or":
        return _boolean(left) or _boolean(_value(node[3], answers, current, choice))
    right = _value(node[3], answers, current, choice)
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
    return a / b if op == "div" else math.fmod(a, b)
