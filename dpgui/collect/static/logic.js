/* The survey's relevant, constraint and choice_filter logic on the phone.
 *
 * Walks the trees that dpgui/core/rr/odk_logic.py compiles (sent as JSON by dpgui/collect/page_logic.py) with the
 * very rules of odk_logic's Expression.__call__, so the kiosk and the phone cannot disagree: XPath 1.0
 * comparisons (numbers if either side is a number, booleans if either is a boolean, else strings), a blank
 * answer is NaN, x div 0 and x mod 0 are NaN, mod is C's fmod, text reads as a number only by XPath's number()
 * grammar, string-length counts code points, selected() and count-selected() split as Python's str.split(),
 * and a number turned into text is spelled as Python's str(float). tests/test_phones_logic.py runs the same
 * cases through both. Nothing is ever passed to eval or Function.
 */
(function () {
  "use strict";

  // XPath 1.0 §4.4 number(): [ \t\r\n]* '-'? (Digits ('.' Digits?)? | '.' Digits) [ \t\r\n]*, ASCII digits only.
  const XPATH_NUMBER = /^[ \t\r\n]*(-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+))[ \t\r\n]*$/;
  // The characters Python's str.isspace() accepts, on which str.split() splits.
  const PY_SPACE = /[\t\n\v\f\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;
  const COMPARISONS = new Set(["=", "!=", "<", "<=", ">", ">="]);
  const own = (object, key) => object !== null && typeof object === "object" &&
    Object.prototype.hasOwnProperty.call(object, key);

  /* Python's str() of a float: the shortest round-trip digits (as JavaScript's), laid out as repr() does. */
  function pyFloat(x) {
    if (Number.isNaN(x)) return "nan";
    if (x === Infinity) return "inf";
    if (x === -Infinity) return "-inf";
    const sign = x < 0 || Object.is(x, -0) ? "-" : "";
    const [mantissa, exp] = Math.abs(x).toExponential().split("e");
    const digits = mantissa.replace(".", "");
    const e = Number(exp);
    if (e < -4 || e >= 16) {
      const body = digits.length > 1 ? digits[0] + "." + digits.slice(1) : digits;
      const power = String(Math.abs(e)).padStart(2, "0");
      return sign + body + "e" + (e < 0 ? "-" : "+") + power;
    }
    if (e < 0) return sign + "0." + "0".repeat(-e - 1) + digits;
    const whole = digits.slice(0, e + 1).padEnd(e + 1, "0");
    const fraction = digits.slice(e + 1);
    return sign + whole + "." + (fraction || "0");
  }

  /* Python's str() of what a node gives: a string, a float or a bool. */
  function text(value) {
    if (typeof value === "string") return value;
    if (typeof value === "number") return pyFloat(value);
    if (typeof value === "boolean") return value ? "True" : "False";
    return String(value);
  }

  function number(value) {
    if (typeof value === "boolean") return value ? 1 : 0;
    if (typeof value === "number") return value;
    const match = XPATH_NUMBER.exec(text(value));
    return match ? Number(match[1]) : NaN;
  }

  function boolean(value) {
    if (typeof value === "number") return value !== 0 && !Number.isNaN(value);
    if (typeof value === "string") return value.length > 0;
    return Boolean(value);
  }

  function split(value) {
    return text(value).split(PY_SPACE).filter((part) => part.length > 0);
  }

  function compare(op, left, right) {
    if (typeof left === "boolean" || typeof right === "boolean") {
      left = boolean(left);
      right = boolean(right);
    } else if ((op === "=" || op === "!=") && typeof left !== "number" && typeof right !== "number") {
      left = text(left);
      right = text(right);
    } else {
      left = number(left);
      right = number(right);
    }
    switch (op) {
      case "=": return left === right;
      case "!=": return left !== right;
      case "<": return left < right;
      case "<=": return left <= right;
      case ">": return left > right;
      default: return left >= right;
    }
  }

  function apply(op, left, right) {
    if (COMPARISONS.has(op)) return compare(op, left, right);
    const a = number(left);
    const b = number(right);
    if (op === "+") return a + b;
    if (op === "-") return a - b;
    if (op === "*") return a * b;
    if (b === 0) return NaN;
    return op === "div" ? a / b : a % b; // JavaScript's % is C's fmod (NaN for an infinite dividend)
  }

  function call(node, answers, current, choice) {
    const name = node[1];
    const args = node.slice(2).map((arg) => value(arg, answers, current, choice));
    switch (name) {
      case "not": return !boolean(args[0]);
      case "selected": return split(args[0]).includes(text(args[1]));
      case "count-selected": return split(args[0]).length;
      case "string-length": return Array.from(text(args[0])).length; // code points, as Python's len()
      case "true": return true;
      case "false": return false;
      default: throw new Error("unknown function");
    }
  }

  function value(node, answers, current, choice) {
    switch (node[0]) {
      case "num": return typeof node[1] === "number" ? node[1] : Number(node[1]); // "Infinity" for huge literals
      case "str": return node[1];
      case "ref": return own(answers, node[1]) && answers[node[1]] !== undefined ? answers[node[1]] : "";
      case "dot": return current;
      case "column": return own(choice, node[1]) && choice[node[1]] !== undefined ? text(choice[node[1]]) : "";
      case "call": return call(node, answers, current, choice);
      case "chain": break;
      default: throw new Error("unknown node");
    }
    let result = value(node[1], answers, current, choice);
    for (let i = 2; i < node.length; i += 2) {
      const op = node[i];
      if (op === "and") {
        result = boolean(result) && boolean(value(node[i + 1], answers, current, choice));
      } else if (op === "or") {
        result = boolean(result) || boolean(value(node[i + 1], answers, current, choice));
      } else {
        result = apply(op, result, value(node[i + 1], answers, current, choice));
      }
    }
    return result;
  }

  /* Whether the compiled expression `tree` holds for these answers (stored form), the answer being checked
   * (`current`, for a constraint's ".") and a choice's columns (for a choice_filter's bare names). */
  function evaluate(tree, answers, current, choice) {
    return boolean(value(tree, answers || {}, current === undefined || current === null ? "" : current,
      choice || {}));
  }

  window.DpLogic = Object.freeze({ evaluate: evaluate });
}());
