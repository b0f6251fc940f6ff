"""The words dpgui writes for respondents and interviewers, in the languages it knows.

Forms for ODK Collect and KoboToolbox tell the respondent how to randomise privately with a die or
coins (:mod:`dpgui.core.rr.physical`); the kiosk's physical mode does the same with cards. A survey
names its languages as its authors do ("French", "Français", "French (fr)", "fr"), so
:func:`language_code` finds the texts by XLSForm's ``Name (code)`` convention, by a known name or by
a bare code, ignoring case. A language not known here gets the English words, and the export says so.

Each language has the same keys; the kiosk's words (consent, continue, back...) are said in that language unless the
survey gives its own. ``{...}`` marks what is filled in: ``{yes}``/``{no}`` are the
question's own option labels, ``{condition}`` a die or coin result, ``{then}`` what to answer.
"""

from __future__ import annotations

import re

from dpgui.core.words.translation import ENGLISH as ENGLISH_CODE
from dpgui.core.words.translation import QT_TRANSLATE_NOOP, translate_in

ENGLISH: dict[str, str] = {  # the source; each other language's words are in its catalogue
    "yes": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Yes"),
    "no": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "No"),
    # The kiosk's own words to respondents (a survey may give its own per language: XLSForm sheet "dpgui_texts").
    "choose_language": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Choose your language"),
    "consent": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                 "This survey asks some personal questions. Taking part is voluntary; you can stop at "
                                 "any time. Nobody, not even the interviewer, can tell from your answers what is true "
                                 "for you."),
    "agree": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "I agree to take part"),
    "decline": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "I do not want to take part"),
    "explanation": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                     "For some questions this device flips a secret electronic coin before saving "
                                     "your answer. Sometimes it saves your true answer and sometimes a random one, and "
                                     "nobody can tell which. Only the saved answer is kept. So please answer "
                                     "truthfully: your true answer is never stored."),
    "physical": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                  "Do this privately, so that nobody sees the result. Then press the answer the "
                                  "instructions give."),
    "continue": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Continue"),
    "next": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Next"),
    "finish": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Finish"),
    "thanks": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                "Thank you. Your answers are saved. Please hand the device back."),
    "declined": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                  "Thank you. Nothing was saved. Please hand the device back."),
    "not_protected": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                       "This question is not protected: your answer is stored as given."),
    "skip": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Skip"),
    "required": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Please answer this question."),
    "invalid": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "This answer is not allowed here."),
    "back": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Back"),
    "not_a_number": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Please type a number, for example 12.5."),
    "not_saved_title": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Not saved"),
    "not_saved": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                   "This response could not be saved: {problem}\nPlease call the enumerator."),
    # The phone's page (dpgui.collect): what happens to the answers, and whether they reached the survey's laptop.
    "phone_explanation": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                           "Your true answer to a protected question never leaves this phone and is "
                                           "not kept on it: the phone sends only the answer it chose, together with "
                                           "your other answers, to the survey team's computer."),
    "how_protected": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "How this protects you"),
    "odds_binary": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                     "If your true answer is {yes}, the answer sent is {yes} {a}, and {no} "
                                     "otherwise. If your true answer is {no}, the answer sent is {yes} {b}, and "
                                     "{no} otherwise."),
    "odds_grr": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                  "Of the {k} answers, the one sent is your true answer {p}; each of the other "
                                  "answers is sent {q}."),
    "odds_oue": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                  "For each of the {k} answers, the phone sends a mark \"mine\" or \"not mine\". "
                                  "Your true answer is marked \"mine\" {p}; each other answer is marked \"mine\" "
                                  "{q}."),
    "odds_meaning": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                      "So nobody who sees the answer sent can know your true answer."),
    "share": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "in {n} of every {m} cases"),
    "share_about": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "in about {n} of every 100 cases"),
    "choose_any": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Tick every answer that applies."),
    "sending": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Sending your answers…"),
    "kept": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                              "Not sent yet: your answers are saved on this phone and will be sent when the "
                              "connection is back."),
    "sent": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Your answers were sent."),
    "phone_thanks": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Thank you for taking part."),
    "phone_declined": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Thank you. Nothing was saved or sent."),
    "start_again": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "Start again for another person"),
    "wrong_survey": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                      "This page is for another version of the survey, so your answers could not be "
                                      "used. Please reload the page and answer again."),
    "refused": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                 "The survey team's computer could not accept these answers. Please tell the "
                                 "interviewer."),
    "closed": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                "The survey is closed: your answers are saved on this phone and will be sent if it "
                                "opens again. Please tell the interviewer."),
    "steps": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                               "Privately {action}, so that nobody sees the result: {rules}."),
    "rule": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "if {condition}, {then}"),
    "rest": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "in any other case, {then}"),
    "rule_sep": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "; "),
    "answer": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "answer {answer}"),
    "truth": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "answer the question truthfully"),
    "opposite": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                  "give the opposite of your true answer ({no} if the truth is {yes}, {yes} if the "
                                  "truth is {no})"),
    "second": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "{action} and answer {answers}"),
    "second_if": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "{answer} if {condition}"),
    "second_rest": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "{answer} otherwise"),
    "second_sep": QT_TRANSLATE_NOOP("core.rr.instruction_texts.second_separator", ", "),
    "recorded": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                  "Only the answer you give is recorded, never the result."),
    "coin": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "toss a coin"),
    "coin_again": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "toss a coin again"),
    "die": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "roll a die"),
    "die_again": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "roll a die again"),
    "two_coins": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "toss two coins"),
    "two_coins_again": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "toss the two coins again"),
    "three_coins": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "toss three coins"),
    "three_coins_again": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "toss the three coins again"),
    "three_coins_ordered": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "toss three coins, one after the other"),
    "three_coins_again_ordered": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                                   "toss the three coins again, one after the other"),
    "die_shows": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "the die shows {faces}"),
    "list_sep": QT_TRANSLATE_NOOP("core.rr.instruction_texts.list_separator", ", "),
    "list_or": QT_TRANSLATE_NOOP("core.rr.instruction_texts", " or "),
    "coin.heads": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "the coin shows heads"),
    "coin.tails": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "the coin shows tails"),
    "two_coins.heads": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "both coins show heads"),
    "two_coins.tails": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "both coins show tails"),
    "two_coins.one_each": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "one coin shows heads and the other tails"),
    "two_coins.same": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "both coins show heads or both show tails"),
    "two_coins.any_heads": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "at least one coin shows heads"),
    "two_coins.any_tails": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "at least one coin shows tails"),
    "three_coins.heads": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "all three coins show heads"),
    "three_coins.tails": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "all three coins show tails"),
    "three_coins.one_head": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "exactly one coin shows heads"),
    "three_coins.two_heads": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "exactly two coins show heads"),
    "three_coins.same": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                          "all three coins show heads or all three show tails"),
    "three_coins.mixed": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "some coins show heads and some show tails"),
    "three_coins.two_plus_heads": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "at least two coins show heads"),
    "three_coins.two_plus_tails": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "at least two coins show tails"),
    "three_coins.any_heads": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "at least one coin shows heads"),
    "three_coins.any_tails": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "at least one coin shows tails"),
    "three_coins.first_two_heads": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "the first two coins show heads"),
    "three_coins.first_two_tails": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "the first two coins show tails"),
    "percent": QT_TRANSLATE_NOOP("core.rr.instruction_texts", "{n}%"),
    "cards": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                               "Privately draw a card from the deck the interviewer gives you, so that nobody sees "
                               "it."),
    "cards_forced": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                      "{share_truth} of the cards say \"Your true answer\", {share_yes} say "
                                      "\"{yes}\" and {share_no} say \"{no}\". Press the answer your card gives."),
    "cards_warner": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                      "{share} of the cards ask the question as written; the others ask the "
                                      "opposite question. Answer your card's question truthfully."),
    "cards_unrelated": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                         "{share} of the cards ask this question; the others ask another question, "
                                         "written on the card. Answer your card's question truthfully."),
    "cards_choice": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                      "{share} of the cards say \"Your true answer\": then choose your true "
                                      "answer. Each of the other cards names one answer: then choose that answer."),
    "kiosk_only": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                    "⚠ dpgui kiosk only: do not deploy this question in ODK Collect or "
                                    "KoboToolbox. No die or coin can randomise it, so it is not asked here."),
    "guidance": QT_TRANSLATE_NOOP("core.rr.instruction_texts",
                                  "The respondent randomises privately, as the question says: enter only the "
                                  "answer they give, and never ask for the result. Design: {design}."),
}

# Names a survey may give a language (in English, in the language itself, and in the other languages here),
# lower case; codes are ISO 639-1 and -2.
NAMES = {
    "en": ("english", "anglais", "inglés", "ingles", "inglês", "الإنجليزية", "الانجليزية", "kiingereza", "eng"),
    "fr": ("french", "français", "francais", "francés", "frances", "francês", "الفرنسية", "kifaransa", "fra", "fre"),
    "es": ("spanish", "español", "espanol", "castellano", "espagnol", "espanhol", "الإسبانية", "kihispania", "spa"),
    "pt": ("portuguese", "português", "portugues", "portugais", "portugués", "البرتغالية", "kireno", "por"),
    "ar": ("arabic", "العربية", "عربي", "arabe", "árabe", "kiarabu", "ara"),
    "sw": ("swahili", "kiswahili", "suajili", "suaíli", "السواحيلية", "swa", "swh"),
}
_NAMED = {name: code for code, names in NAMES.items() for name in (code, *names)}
_WRITTEN = re.compile(r"\s*(?P<name>.*?)\s*(?:\((?P<code>[^()]*)\))?\s*", re.S)
_CODE = re.compile(r"[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*")  # fr, fra, fr-CA, pt_BR (lower-cased first)


def language_code(language: str) -> str | None:
    """The code of the texts for a survey language ("French (fr)", "Français", "fr-CA", "FRENCH"), or
    None when dpgui has no words for it. A code in brackets decides (XLSForm's ``Name (code)``)."""
    parts = _WRITTEN.fullmatch(str(language))
    code = (parts["code"] or "").strip().casefold()
    if _CODE.fullmatch(code):
        return _NAMED.get(code.replace("_", "-").split("-")[0])
    name = parts["name"].casefold()
    return _NAMED.get(name) or (_NAMED.get(name.replace("_", "-").split("-")[0]) if _CODE.fullmatch(name) else None)


def texts(language: str) -> dict[str, str]:
    """The words for a survey language, from its catalogue (the interface's own, so a translator
    translates them once); English when dpgui has none for it."""
    code = language_code(language) or ENGLISH_CODE
    return {key: translate_in(code, _CONTEXTS.get(key, "core.rr.instruction_texts"), text)
            for key, text in ENGLISH.items()}


# The separators are the same in English and differ elsewhere: each has a context of its own.
_CONTEXTS = {"list_sep": "core.rr.instruction_texts.list_separator",
             "second_sep": "core.rr.instruction_texts.second_separator"}
