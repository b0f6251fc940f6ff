/* The phone's page: the kiosk's screens, one at a time, for one respondent after another.
 *
 * Language -> consent -> what happens to the answers (and "how this protects you") -> one screen per note or
 * question -> thanks. The logic (relevant, constraint, choice_filter) is the kiosk's compiled trees, walked by
 * logic.js over the non-sensitive answers only. A sensitive answer given on the phone is randomised by randomise.js
 * the moment its button is pressed, and only the report is kept: the true answer is a handler's argument, gone when
 * the handler returns, never stored, never sent. In the physical mode the respondent randomises with a die or coins
 * and presses the answer the instructions give: the phone never learns the truth at all.
 * A finished response is saved to localStorage (reported answers only) and posted to "submit"; an unsent one is
 * posted again, with growing delays, until the laptop says it is stored, also after the page is reloaded. Words
 * come from survey.json in the respondent's language; text is only ever set as text, never as markup.
 */
(function () {
  "use strict";

  var PENDING = "dpgui.pending";  // localStorage: the finished responses not yet acknowledged, oldest first
  var NEVER = ["wrong_survey", "impossible_answer", "unknown_question", "bad_field", "bad_json", "too_large"];
  var FIRST_DELAY = 1000, LONGEST_DELAY = 60000;
  // What the laptop refuses in an answer (submissions.UNWRITABLE): control characters, half of a character.
  var UNWRITABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|\p{Cs}/u;

  var survey = null;
  var language = null;       // the chosen language's entry of survey.languages
  var answers = {};          // name -> stored-form answer (the REPORT for a sensitive question)
  var index = 0;             // the next item to consider
  var shown = [];            // the items shown to this respondent, in order, for "Back"
  var retryTimer = null, delay = FIRST_DELAY, sending = false;

  var screen = document.getElementById("screen");
  var statusLine = document.getElementById("status");

  // -- small helpers ---------------------------------------------------------------------------------------------

  function t(key) {
    var words = survey.texts[language.name] || {};
    return words[key] || "";
  }

  function said(perLanguage) {
    if (!perLanguage) { return ""; }
    if (perLanguage[language.name]) { return perLanguage[language.name]; }
    for (var key in perLanguage) { if (perLanguage[key]) { return perLanguage[key]; } }
    return "";
  }

  function el(tag, attributes, text) {
    var node = document.createElement(tag);
    for (var name in attributes || {}) { node.setAttribute(name, attributes[name]); }
    if (text) { node.textContent = text; }
    return node;
  }

  function button(text, handler, kind) {
    var b = el("button", {type: "button"}, text);
    if (kind) { b.className = kind; }
    b.addEventListener("click", handler);
    return b;
  }

  function useLanguage(entry) {
    language = entry;
    document.documentElement.lang = entry.code || "";
    document.documentElement.dir = entry.dir;
    document.title = survey.title;
  }

  /** Replace the screen: ``title`` (text, or a label for the screen's input) becomes the h1 that takes the focus,
   * so a screen reader reads it first; ``above`` goes before it (the groups' heading). */
  function show(title, parts, above) {
    screen.textContent = "";
    var h1 = el("h1", {tabindex: "-1", id: "title"});
    if (typeof title === "string") { h1.textContent = title; } else { h1.appendChild(title); }
    if (h1.textContent.length > 100) { h1.className = "long"; }  // a consent or an explanation: read, not shouted
    (above || []).concat([h1], parts).forEach(function (part) { if (part) { screen.appendChild(part); } });
    window.scrollTo(0, 0);
    h1.focus();
  }

  function paragraph(text, kind) {
    return text ? el("p", {"class": kind || "note"}, text) : null;
  }

  function buttons(list) {
    var box = el("div", {"class": "buttons"});
    list.forEach(function (b) { box.appendChild(b); });
    return box;
  }

  function errorLine() {
    return el("p", {"class": "error", id: "error", role: "alert"});
  }

  function setStatus(text, kind) {
    statusLine.textContent = text;
    statusLine.className = "status" + (kind ? " " + kind : "");
    statusLine.hidden = !text;
  }

  // -- the logic, over the non-sensitive answers (as Survey.logic_answers) ----------------------------------------

  function logicAnswers() {
    var out = {};
    survey.items.forEach(function (item) {
      if (item.type === "question" && item.kind.indexOf("sensitive") !== 0 && item.name in answers) {
        out[item.name] = answers[item.name];
      }
    });
    return out;
  }

  function isShown(item) {
    var known = logicAnswers();
    return item.relevant.every(function (tree) { return DpLogic.evaluate(tree, known, "", null); });
  }

  function options(q) {
    if (!q.choice_filter) { return q.choices; }
    var known = logicAnswers();
    return q.choices.filter(function (c) {
      var choice = Object.assign({name: c.code}, c.columns || {});
      return DpLogic.evaluate(q.choice_filter, known, "", choice);
    });
  }

  // -- the screens -----------------------------------------------------------------------------------------------

  function start() {
    answers = {}; index = 0; shown = [];
    if (!load().length) { setStatus(""); }  // the last respondent's "sent" is not the next one's
    if (survey.languages.length === 1) {
      useLanguage(survey.languages[0]);
      return consent();
    }
    useLanguage(survey.languages[0]);
    var seen = [];
    survey.languages.forEach(function (entry) {
      var words = (survey.texts[entry.name] || {}).choose_language;
      if (words && seen.indexOf(words) < 0) { seen.push(words); }
    });
    var list = survey.languages.map(function (entry) {
      var b = button(entry.name, function () { useLanguage(entry); consent(); });
      if (entry.code) { b.lang = entry.code; }
      b.dir = entry.dir;
      return b;
    });
    show(seen.join(" / "), [buttons(list)]);
  }

  function consent() {
    show(t("consent"), [buttons([button(t("agree"), explain), button(t("decline"), declined, "secondary")])]);
  }

  function declined() {
    answers = {};
    show(t("phone_declined"), [buttons([button(t("start_again"), start)])]);
  }

  function explain() {
    show(t("explanation"), [paragraph(t("phone_explanation")),
                            buttons([button(t("continue"), ask), button(t("how_protected"), protection, "link")])]);
  }

  function protection() {
    var parts = [];
    survey.items.forEach(function (item) {
      if (item.type !== "question" || item.kind.indexOf("sensitive") !== 0) { return; }
      var box = el("section", {"class": "odds"});
      box.appendChild(el("h2", {}, said(item.label)));
      box.appendChild(el("p", {}, said(item.odds)));
      parts.push(box);
    });
    parts.push(buttons([button(t("continue"), ask)]), button(t("back"), explain, "back"));
    show(t("how_protected"), parts);
  }

  /** The next note or question that applies; those whose relevant is false are passed over (blank answer). */
  function ask() {
    var items = survey.items;
    while (index < items.length && !isShown(items[index])) {
      if (items[index].type === "question") { answers[items[index].name] = ""; }
      index += 1;
    }
    if (index >= items.length) { return finish(); }
    var item = items[index];
    shown.push(index);
    var back = shown.length > 1 ? button(t("back"), goBack, "back") : null;
    var heading = [paragraph(said(item.heading), "heading")];
    if (item.type === "note") { return show(said(item.label), [buttons([button(t("next"), next)]), back], heading); }
    question(item, heading, back);
  }

  function question(q, heading, back) {
    var error = errorLine();
    var notes = [paragraph(said(q.hint), "hint"), protectionNote(q)];
    var skip = q.required ? [] : [button(t("skip"), function () { answer(q, "", error); }, "secondary")];
    if (q.kind === "select_multiple") {
      var set = el("fieldset", {"aria-describedby": "error"});
      set.appendChild(el("legend", {}, t("choose_any")));
      var box = el("div", {"class": "answers"});
      options(q).forEach(function (c, i) {
        var label = el("label", {"class": "tick", "for": "tick" + i});
        label.appendChild(el("input", {type: "checkbox", id: "tick" + i, value: c.code}));
        label.appendChild(el("span", {}, said(c.label)));
        box.appendChild(label);
      });
      set.appendChild(box);
      var picked = function () {
        return Array.prototype.filter.call(box.querySelectorAll("input"), function (i) { return i.checked; })
          .map(function (i) { return i.value; }).join(" ");
      };
      var done = button(t("next"), function () { answer(q, picked(), error); });
      return show(said(q.label), notes.concat([set, error, buttons([done].concat(skip)), back]), heading);
    }
    if (q.kind === "select_one" || q.kind.indexOf("sensitive") === 0) {
      var list = buttons(options(q).map(function (c) {
        return button(said(c.label), function () { answer(q, c.code, error); });  // a truth lives only in this call
      }).concat(skip));
      list.setAttribute("role", "group");
      list.setAttribute("aria-labelledby", "title");
      return show(said(q.label), notes.concat([error, list, back]), heading);
    }
    var input = entry(q);
    var given = function () { answer(q, read(q, input), error); };
    input.addEventListener("keydown", function (event) {
      if (event.key === "Enter") { event.preventDefault(); given(); }
    });
    show(el("label", {"for": "entry"}, said(q.label)),
         notes.concat([input, error, buttons([button(t("next"), given)].concat(skip)), back]), heading);
  }

  function protectionNote(q) {
    if (q.kind.indexOf("sensitive") !== 0) { return paragraph(t("not_protected"), "warning"); }
    if (q.randomiser.mode !== "physical") { return null; }
    var box = el("div", {"class": "protection"});
    [t("physical"), said(q.randomiser.instructions)].forEach(function (text) {
      if (text) { box.appendChild(el("p", {}, text)); }
    });
    return box;
  }

  /** A typed answer's input, with the type that brings the right keyboard or picker. */
  function entry(q) {
    var types = {integer: "number", decimal: "text", text: "text", date: "date", time: "time",
                 datetime: "datetime-local"};
    var input = el("input", {id: "entry", "class": "entry", type: types[q.kind] || "text",
                             "aria-describedby": "error", autocomplete: "off"});
    if (q.kind === "integer") {
      input.setAttribute("inputmode", "numeric");
      input.setAttribute("step", "1");
      if (q.lower !== null) { input.setAttribute("min", q.lower); }
      if (q.upper !== null) { input.setAttribute("max", q.upper); }
    }
    if (q.kind === "decimal") { input.setAttribute("inputmode", "decimal"); }
    return input;
  }

  /** The typed answer as the kiosk stores it. */
  function read(q, input) {
    var typed = input.value.trim();
    if (q.kind === "decimal") { return decimalPoint(typed); }
    if (q.kind === "integer" && input.validity && input.validity.badInput) { return "not a number"; }
    if (q.kind === "integer" && /^[+-]?\d+$/.test(typed) && Number.isSafeInteger(Number(typed))) {
      return String(parseInt(typed, 10));  // 030 or +30 as 30: the constraint reads the number that is sent
    }
    return typed;
  }

  /** 12,5 as 12.5 (as the kiosk reads it); "1,250" could be either and is left as typed, to be refused. */
  function decimalPoint(typed) {
    var comma = typed.indexOf(",");
    if (comma < 0) { return typed; }
    var whole = typed.slice(0, comma), part = typed.slice(comma + 1);
    if (part.indexOf(",") < 0 && typed.indexOf(".") < 0 && part.length !== 3) { return whole + "." + part; }
    return typed;
  }

  /** Why ``value`` cannot be accepted (a word's key), or "" (as Question.problem, then Question.check_answer). */
  function problem(q, value) {
    if (value === "") { return q.required ? "required" : ""; }
    // The logic's own spelling of a number (odk_logic.XPATH_NUMBER): "3e1" or "+30" would be refused by the laptop.
    if ((q.kind === "decimal" || q.kind === "integer") && !/^[ \t\r\n]*-?(\d+(\.\d*)?|\.\d+)[ \t\r\n]*$/.test(value)) {
      return "not_a_number";
    }
    if (q.kind === "decimal" && ((q.lower !== null && Number(value) < q.lower) ||
                                 (q.upper !== null && Number(value) > q.upper))) { return "invalid"; }
    if (q.kind === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(value)) { return "invalid"; }
    if (q.kind === "time" && !/^\d{2}:\d{2}(:\d{2})?$/.test(value)) { return "invalid"; }
    if (q.kind === "datetime" && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) { return "invalid"; }
    if (q.kind === "text" && (value.length > 10000 || UNWRITABLE.test(value))) { return "invalid"; }
    if (q.constraint && !DpLogic.evaluate(q.constraint, logicAnswers(), value, null)) { return "invalid"; }
    if (q.kind === "integer" && (!/^[+-]?\d+$/.test(value) || !Number.isSafeInteger(Number(value)) ||
                                 (q.lower !== null && Number(value) < q.lower) ||
                                 (q.upper !== null && Number(value) > q.upper))) { return "invalid"; }
    return "";
  }

  /** Refuse an answer the form does not allow; randomise a device-randomised one at once and keep the report. */
  function answer(q, value, error) {
    var why = problem(q, value);
    if (why) {
      error.textContent = (why === "invalid" && said(q.constraint_message)) || t(why);
      return;
    }
    if (value !== "" && q.randomiser && q.randomiser.mode === "device") {
      answers[q.name] = DpRandom.report(q.randomiser, value, q.codes);  // the truth ends with this call
    } else {
      answers[q.name] = value;
    }
    next();
  }

  function next() {
    index += 1;
    ask();
  }

  /** The previous screen again, with every answer from there on forgotten. */
  function goBack() {
    shown.pop();
    index = shown.pop();
    survey.items.slice(index).forEach(function (item) {
      if (item.type === "question") { delete answers[item.name]; }
    });
    ask();
  }

  // -- sending ---------------------------------------------------------------------------------------------------

  function uuid4() {
    if (crypto.randomUUID) { return crypto.randomUUID(); }
    var b = crypto.getRandomValues(new Uint8Array(16));  // plain HTTP on a LAN is not a secure context everywhere
    b[6] = (b[6] & 0x0f) | 0x40; b[8] = (b[8] & 0x3f) | 0x80;
    var h = Array.prototype.map.call(b, function (x) { return (x + 0x100).toString(16).slice(1); }).join("");
    return h.slice(0, 8) + "-" + h.slice(8, 12) + "-" + h.slice(12, 16) + "-" + h.slice(16, 20) + "-" + h.slice(20);
  }

  function finish() {
    var stored = {};
    survey.items.forEach(function (item) {
      if (item.type === "question") { stored[item.name] = item.name in answers ? answers[item.name] : ""; }
    });
    var submission = {uuid: uuid4(), fingerprint: survey.fingerprint, form_version: survey.form_version,
                      language: language.name, answers: stored};
    answers = {};
    var pending = load();
    pending.push(submission);
    save(pending);
    show(t("phone_thanks"), [buttons([button(t("start_again"), start)])]);
    delay = FIRST_DELAY;
    sendPending();
  }

  var memory = [];  // where no storage is allowed (some private modes): kept until the page is closed

  function load() {
    try {
      var list = JSON.parse(localStorage.getItem(PENDING) || "[]");
      return Array.isArray(list) ? list : [];
    } catch (e) {
      return memory.slice();
    }
  }

  function save(list) {
    memory = list.slice();
    try {
      if (list.length) { localStorage.setItem(PENDING, JSON.stringify(list)); } else { localStorage.removeItem(PENDING); }
    } catch (e) { /* kept in memory */ }
  }

  function drop(id) {
    save(load().filter(function (s) { return s.uuid !== id; }));
  }

  /** Post each unsent response in turn; on a failure that may pass, try again later, waiting longer each time. */
  function sendPending() {
    if (sending) { return; }
    clearTimeout(retryTimer);
    var list = load();
    if (!list.length) { return; }
    sending = true;
    setStatus(t("sending"));
    post(list[0]).then(function (outcome) {
      sending = false;
      if (outcome === "sent" || outcome === "never") {
        drop(list[0].uuid);
        delay = FIRST_DELAY;
        if (load().length) { return sendPending(); }
        return;
      }
      retryTimer = setTimeout(sendPending, delay);
      delay = Math.min(delay * 2, LONGEST_DELAY);
    });
  }

  /** "sent", "never" (refused for good: it can never be stored) or "later". */
  function post(submission) {
    return fetch("submit", {method: "POST", headers: {"Content-Type": "application/json"}, cache: "no-store",
                            credentials: "omit", body: JSON.stringify(submission)})
      .then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (reply) {
          if (response.ok && reply.ok === true) { setStatus(t("sent"), "good"); return "sent"; }
          if (NEVER.indexOf(reply.error) >= 0) {
            setStatus(t(reply.error === "wrong_survey" ? "wrong_survey" : "refused"), "bad");
            return "never";
          }
          setStatus(t(response.status === 404 ? "closed" : "kept"), "bad");
          var wait = Number(response.headers.get("Retry-After")) * 1000;  // a busy laptop says when to come back
          if (wait > delay) { delay = Math.min(wait, LONGEST_DELAY); }
          return "later";
        });
      }, function () {
        setStatus(t("kept"), "bad");
        return "later";
      });
  }

  window.addEventListener("online", function () { delay = FIRST_DELAY; sendPending(); });

  // -- loading ---------------------------------------------------------------------------------------------------

  fetch("survey.json", {cache: "no-store", credentials: "omit"})
    .then(function (response) { return response.json(); })
    .then(function (data) {
      survey = data;
      start();
      sendPending();  // what an earlier visit could not send
    });
}());
