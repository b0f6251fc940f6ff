"""The words dpgui writes for respondents and interviewers, in the languages it knows.

Forms for ODK Collect and KoboToolbox tell the respondent how to randomise privately with a die or
coins (:mod:`dpgui.core.rr.physical`); the kiosk's physical mode does the same with cards. A survey
names its languages as its authors do ("French", "Français", "French (fr)", "fr"), so
:func:`language_code` finds the texts by XLSForm's ``Name (code)`` convention, by a known name or by
a bare code, ignoring case. A language not known here gets the English words, and the export says so.

Each language has the same keys; "back" and "not_a_number" are also the kiosk's words in that language unless the
survey gives its own. ``{...}`` marks what is filled in: ``{yes}``/``{no}`` are the
question's own option labels, ``{condition}`` a die or coin result, ``{then}`` what to answer.
"""

from __future__ import annotations

import re

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "yes": "Yes", "no": "No",
        "back": "Back", "not_a_number": "Please type a number, for example 12.5.",  # the kiosk's own words
        "steps": "Privately {action}, so that nobody sees the result: {rules}.",
        "rule": "if {condition}, {then}", "rest": "in any other case, {then}", "rule_sep": "; ",
        "answer": "answer {answer}",
        "truth": "answer the question truthfully",
        "opposite": "give the opposite of your true answer ({no} if the truth is {yes}, {yes} if the truth is {no})",
        "second": "{action} and answer {answers}", "second_if": "{answer} if {condition}",
        "second_rest": "{answer} otherwise", "second_sep": ", ",
        "recorded": "Only the answer you give is recorded, never the result.",
        "coin": "toss a coin", "coin_again": "toss a coin again",
        "die": "roll a die", "die_again": "roll a die again",
        "two_coins": "toss two coins", "two_coins_again": "toss the two coins again",
        "three_coins": "toss three coins", "three_coins_again": "toss the three coins again",
        "three_coins_ordered": "toss three coins, one after the other",
        "three_coins_again_ordered": "toss the three coins again, one after the other",
        "die_shows": "the die shows {faces}", "list_sep": ", ", "list_or": " or ",
        "coin.heads": "the coin shows heads", "coin.tails": "the coin shows tails",
        "two_coins.heads": "both coins show heads", "two_coins.tails": "both coins show tails",
        "two_coins.one_each": "one coin shows heads and the other tails",
        "two_coins.same": "both coins show heads or both show tails",
        "two_coins.any_heads": "at least one coin shows heads", "two_coins.any_tails": "at least one coin shows tails",
        "three_coins.heads": "all three coins show heads", "three_coins.tails": "all three coins show tails",
        "three_coins.one_head": "exactly one coin shows heads", "three_coins.two_heads": "exactly two coins show heads",
        "three_coins.same": "all three coins show heads or all three show tails",
        "three_coins.mixed": "some coins show heads and some show tails",
        "three_coins.two_plus_heads": "at least two coins show heads",
        "three_coins.two_plus_tails": "at least two coins show tails",
        "three_coins.any_heads": "at least one coin shows heads",
        "three_coins.any_tails": "at least one coin shows tails",
        "three_coins.first_two_heads": "the first two coins show heads",
        "three_coins.first_two_tails": "the first two coins show tails",
        "percent": "{n}%",
        "cards": "Privately draw a card from the deck the interviewer gives you, so that nobody sees it.",
        "cards_forced": '{share_truth} of the cards say "Your true answer", {share_yes} say "{yes}" and {share_no} say '
                        '"{no}". Press the answer your card gives.',
        "cards_warner": "{share} of the cards ask the question as written; the others ask the opposite question. "
                        "Answer your card's question truthfully.",
        "cards_unrelated": "{share} of the cards ask this question; the others ask another question, written on the "
                           "card. Answer your card's question truthfully.",
        "cards_choice": '{share} of the cards say "Your true answer": then choose your true answer. Each of the other '
                        "cards names one answer: then choose that answer.",
        "kiosk_only": "⚠ dpgui kiosk only: do not deploy this question in ODK Collect or KoboToolbox. No die or coin "
                      "can randomise it, so it is not asked here.",
        "guidance": "The respondent randomises privately, as the question says: enter only the answer they give, and "
                    "never ask for the result. Design: {design}.",
    },
    "fr": {
        "yes": "Oui", "no": "Non",
        "back": "Retour", "not_a_number": "Veuillez écrire un nombre, par exemple 12,5.",  # the kiosk's own words
        "steps": "Sans que personne ne voie le résultat, {action} : {rules}.",
        "rule": "si {condition}, {then}", "rest": "dans tous les autres cas, {then}", "rule_sep": " ; ",
        "answer": "répondez {answer}",
        "truth": "répondez sincèrement à la question",
        "opposite": "donnez la réponse contraire à la vérité ({no} si la vraie réponse est {yes}, {yes} si elle est "
                    "{no})",
        "second": "{action} et répondez {answers}", "second_if": "{answer} si {condition}",
        "second_rest": "{answer} dans tous les autres cas", "second_sep": ", ",
        "recorded": "Seule la réponse que vous donnez est enregistrée, jamais le résultat.",
        "coin": "lancez une pièce", "coin_again": "relancez la pièce",
        "die": "lancez un dé", "die_again": "relancez le dé",
        "two_coins": "lancez deux pièces", "two_coins_again": "relancez les deux pièces",
        "three_coins": "lancez trois pièces", "three_coins_again": "relancez les trois pièces",
        "three_coins_ordered": "lancez trois pièces, l'une après l'autre",
        "three_coins_again_ordered": "relancez les trois pièces, l'une après l'autre",
        "die_shows": "le dé tombe sur {faces}", "list_sep": ", ", "list_or": " ou ",
        "coin.heads": "la pièce tombe sur face", "coin.tails": "la pièce tombe sur pile",
        "two_coins.heads": "les deux pièces tombent sur face",
        "two_coins.tails": "les deux pièces tombent sur pile",
        "two_coins.one_each": "une pièce tombe sur face et l'autre sur pile",
        "two_coins.same": "les deux pièces tombent sur face ou les deux sur pile",
        "two_coins.any_heads": "au moins une pièce tombe sur face",
        "two_coins.any_tails": "au moins une pièce tombe sur pile",
        "three_coins.heads": "les trois pièces tombent sur face",
        "three_coins.tails": "les trois pièces tombent sur pile",
        "three_coins.one_head": "exactement une pièce tombe sur face",
        "three_coins.two_heads": "exactement deux pièces tombent sur face",
        "three_coins.same": "les trois pièces tombent sur face ou les trois sur pile",
        "three_coins.mixed": "certaines pièces tombent sur face et d'autres sur pile",
        "three_coins.two_plus_heads": "au moins deux pièces tombent sur face",
        "three_coins.two_plus_tails": "au moins deux pièces tombent sur pile",
        "three_coins.any_heads": "au moins une pièce tombe sur face",
        "three_coins.any_tails": "au moins une pièce tombe sur pile",
        "three_coins.first_two_heads": "les deux premières pièces tombent sur face",
        "three_coins.first_two_tails": "les deux premières pièces tombent sur pile",
        "percent": "{n} %",
        "cards": "Sans que personne ne la voie, tirez une carte du paquet que l'enquêteur vous donne.",
        "cards_forced": "{share_truth} des cartes disent « Votre vraie réponse », {share_yes} disent « {yes} » et "
                        "{share_no} disent « {no} ». Appuyez sur la réponse que donne votre carte.",
        "cards_warner": "{share} des cartes posent la question telle qu'elle est écrite ; les autres posent la "
                        "question contraire. Répondez sincèrement à la question de votre carte.",
        "cards_unrelated": "{share} des cartes posent cette question ; les autres posent une autre question, écrite "
                           "sur la carte. Répondez sincèrement à la question de votre carte.",
        "cards_choice": "{share} des cartes disent « Votre vraie réponse » : choisissez alors votre vraie réponse. "
                        "Chacune des autres cartes indique une réponse : choisissez alors cette réponse.",
        "kiosk_only": "⚠ Kiosque dpgui seulement : ne déployez pas cette question dans ODK Collect ou KoboToolbox. "
                      "Aucun dé ni aucune pièce ne permet de la tirer au sort, elle n'est donc pas posée ici.",
        "guidance": "La personne interrogée fait le tirage en privé, comme l'indique la question : saisissez seulement "
                    "la réponse qu'elle donne, et ne demandez jamais le résultat. Méthode : {design}.",
    },
    "es": {
        "yes": "Sí", "no": "No",
        "back": "Atrás", "not_a_number": "Escriba un número, por ejemplo 12,5.",  # the kiosk's own words
        "steps": "Sin que nadie vea el resultado, {action}: {rules}.",
        "rule": "si {condition}, {then}", "rest": "en cualquier otro caso, {then}", "rule_sep": "; ",
        "answer": "responda {answer}",
        "truth": "responda a la pregunta con sinceridad",
        "opposite": "dé la respuesta contraria a la verdad ({no} si la verdad es {yes}, {yes} si la verdad es {no})",
        "second": "{action} y responda {answers}", "second_if": "{answer} si {condition}",
        "second_rest": "{answer} en cualquier otro caso", "second_sep": ", ",
        "recorded": "Solo se registra la respuesta que usted da, nunca el resultado.",
        "coin": "lance una moneda", "coin_again": "lance la moneda otra vez",
        "die": "lance un dado", "die_again": "lance el dado otra vez",
        "two_coins": "lance dos monedas", "two_coins_again": "lance las dos monedas otra vez",
        "three_coins": "lance tres monedas", "three_coins_again": "lance las tres monedas otra vez",
        "three_coins_ordered": "lance tres monedas, una tras otra",
        "three_coins_again_ordered": "lance las tres monedas otra vez, una tras otra",
        "die_shows": "sale {faces} en el dado", "list_sep": ", ", "list_or": " o ",
        "coin.heads": "sale cara", "coin.tails": "sale cruz",
        "two_coins.heads": "salen dos caras", "two_coins.tails": "salen dos cruces",
        "two_coins.one_each": "sale una cara y una cruz",
        "two_coins.same": "salen dos caras o dos cruces",
        "two_coins.any_heads": "sale al menos una cara", "two_coins.any_tails": "sale al menos una cruz",
        "three_coins.heads": "salen tres caras", "three_coins.tails": "salen tres cruces",
        "three_coins.one_head": "sale exactamente una cara", "three_coins.two_heads": "salen exactamente dos caras",
        "three_coins.same": "salen tres caras o tres cruces",
        "three_coins.mixed": "salen caras y cruces",
        "three_coins.two_plus_heads": "salen al menos dos caras",
        "three_coins.two_plus_tails": "salen al menos dos cruces",
        "three_coins.any_heads": "sale al menos una cara",
        "three_coins.any_tails": "sale al menos una cruz",
        "three_coins.first_two_heads": "las dos primeras monedas salen cara",
        "three_coins.first_two_tails": "las dos primeras monedas salen cruz",
        "percent": "el {n} %",
        "cards": "Sin que nadie la vea, saque una carta del mazo que le da el entrevistador.",
        "cards_forced": '{share_truth} de las cartas dicen "Su respuesta verdadera", {share_yes} dicen "{yes}" y '
                        '{share_no} dicen "{no}". Pulse la respuesta que indica su carta.',
        "cards_warner": "{share} de las cartas hacen la pregunta tal como está escrita; las demás hacen la pregunta "
                        "contraria. Responda con sinceridad a la pregunta de su carta.",
        "cards_unrelated": "{share} de las cartas hacen esta pregunta; las demás hacen otra pregunta, escrita en la "
                           "carta. Responda con sinceridad a la pregunta de su carta.",
        "cards_choice": '{share} de las cartas dicen "Su respuesta verdadera": entonces elija su respuesta verdadera. '
                        "Cada una de las demás cartas indica una respuesta: entonces elija esa respuesta.",
        "kiosk_only": "⚠ Solo para el quiosco de dpgui: no use esta pregunta en ODK Collect ni en KoboToolbox. No se "
                      "puede sortear con un dado ni con monedas, así que aquí no se pregunta.",
        "guidance": "La persona entrevistada hace el sorteo en privado, como indica la pregunta: anote solo la "
                    "respuesta que da y nunca pregunte el resultado. Método: {design}.",
    },
    "pt": {
        "yes": "Sim", "no": "Não",
        "back": "Voltar", "not_a_number": "Escreva um número, por exemplo 12,5.",  # the kiosk's own words
        "steps": "Sem que ninguém veja o resultado, {action}: {rules}.",
        "rule": "se {condition}, {then}", "rest": "em qualquer outro caso, {then}", "rule_sep": "; ",
        "answer": "responda {answer}",
        "truth": "responda à pergunta com sinceridade",
        "opposite": "dê a resposta contrária à verdade ({no} se a verdade for {yes}, {yes} se a verdade for {no})",
        "second": "{action} e responda {answers}", "second_if": "{answer} se {condition}",
        "second_rest": "{answer} em qualquer outro caso", "second_sep": ", ",
        "recorded": "Só fica gravada a resposta que você dá, nunca o resultado.",
        "coin": "lance uma moeda", "coin_again": "lance a moeda de novo",
        "die": "lance um dado", "die_again": "lance o dado de novo",
        "two_coins": "lance duas moedas", "two_coins_again": "lance as duas moedas de novo",
        "three_coins": "lance três moedas", "three_coins_again": "lance as três moedas de novo",
        "three_coins_ordered": "lance três moedas, uma de cada vez",
        "three_coins_again_ordered": "lance as três moedas de novo, uma de cada vez",
        "die_shows": "o dado mostrar {faces}", "list_sep": ", ", "list_or": " ou ",
        "coin.heads": "a moeda der cara", "coin.tails": "a moeda der coroa",
        "two_coins.heads": "as duas moedas derem cara", "two_coins.tails": "as duas moedas derem coroa",
        "two_coins.one_each": "uma moeda der cara e a outra coroa",
        "two_coins.same": "as duas moedas derem cara ou as duas derem coroa",
        "two_coins.any_heads": "pelo menos uma moeda der cara",
        "two_coins.any_tails": "pelo menos uma moeda der coroa",
        "three_coins.heads": "as três moedas derem cara", "three_coins.tails": "as três moedas derem coroa",
        "three_coins.one_head": "exatamente uma moeda der cara",
        "three_coins.two_heads": "exatamente duas moedas derem cara",
        "three_coins.same": "as três moedas derem cara ou as três derem coroa",
        "three_coins.mixed": "algumas moedas derem cara e outras coroa",
        "three_coins.two_plus_heads": "pelo menos duas moedas derem cara",
        "three_coins.two_plus_tails": "pelo menos duas moedas derem coroa",
        "three_coins.any_heads": "pelo menos uma moeda der cara",
        "three_coins.any_tails": "pelo menos uma moeda der coroa",
        "three_coins.first_two_heads": "as duas primeiras moedas derem cara",
        "three_coins.first_two_tails": "as duas primeiras moedas derem coroa",
        "percent": "{n}%",
        "cards": "Sem que ninguém a veja, tire uma carta do baralho que o entrevistador lhe dá.",
        "cards_forced": '{share_truth} das cartas dizem "A sua resposta verdadeira", {share_yes} dizem "{yes}" e '
                        '{share_no} dizem "{no}". Escolha a resposta que a sua carta indica.',
        "cards_warner": "{share} das cartas fazem a pergunta tal como está escrita; as outras fazem a pergunta "
                        "contrária. Responda com sinceridade à pergunta da sua carta.",
        "cards_unrelated": "{share} das cartas fazem esta pergunta; as outras fazem outra pergunta, escrita na carta. "
                           "Responda com sinceridade à pergunta da sua carta.",
        "cards_choice": '{share} das cartas dizem "A sua resposta verdadeira": escolha então a sua resposta '
                        "verdadeira. Cada uma das outras cartas indica uma resposta: escolha então essa resposta.",
        "kiosk_only": "⚠ Só para o quiosque dpgui: não use esta pergunta no ODK Collect nem no KoboToolbox. Não é "
                      "possível sorteá-la com um dado ou moedas, por isso não é feita aqui.",
        "guidance": "A pessoa entrevistada faz o sorteio em privado, como a pergunta indica: anote só a resposta que "
                    "ela dá e nunca pergunte o resultado. Método: {design}.",
    },
    "ar": {
        "yes": "نعم", "no": "لا",
        "back": "رجوع", "not_a_number": "يرجى كتابة رقم، مثلاً 12.5.",  # the kiosk's own words
        "steps": "دون أن يرى أحد النتيجة، {action}: {rules}.",
        "rule": "إذا {condition}، {then}", "rest": "في أي حالة أخرى، {then}", "rule_sep": "؛ ",
        "answer": "أجب «{answer}»",
        "truth": "أجب عن السؤال بصدق",
        "opposite": "أعطِ عكس إجابتك الحقيقية («{no}» إذا كانت الحقيقة «{yes}»، و«{yes}» إذا كانت الحقيقة «{no}»)",
        "second": "{action} وأجب {answers}", "second_if": "«{answer}» إذا {condition}",
        "second_rest": "«{answer}» في أي حالة أخرى", "second_sep": "، و",
        "recorded": "تُسجَّل الإجابة التي تعطيها فقط، ولا تُسجَّل النتيجة أبدًا.",
        "coin": "ارمِ قطعة نقود", "coin_again": "ارمِ قطعة النقود مرة أخرى",
        "die": "ارمِ حجر نرد", "die_again": "ارمِ حجر النرد مرة أخرى",
        "two_coins": "ارمِ قطعتي نقود", "two_coins_again": "ارمِ قطعتي النقود مرة أخرى",
        "three_coins": "ارمِ ثلاث قطع نقود", "three_coins_again": "ارمِ قطع النقود الثلاث مرة أخرى",
        "three_coins_ordered": "ارمِ ثلاث قطع نقود، واحدة تلو الأخرى",
        "three_coins_again_ordered": "ارمِ قطع النقود الثلاث مرة أخرى، واحدة تلو الأخرى",
        "die_shows": "ظهر على حجر النرد {faces}", "list_sep": " أو ", "list_or": " أو ",
        "coin.heads": "ظهرت الصورة", "coin.tails": "ظهرت الكتابة",
        "two_coins.heads": "ظهرت الصورة على القطعتين", "two_coins.tails": "ظهرت الكتابة على القطعتين",
        "two_coins.one_each": "ظهرت الصورة على قطعة والكتابة على الأخرى",
        "two_coins.same": "ظهرت الصورة على القطعتين أو الكتابة على القطعتين",
        "two_coins.any_heads": "ظهرت الصورة على قطعة واحدة على الأقل",
        "two_coins.any_tails": "ظهرت الكتابة على قطعة واحدة على الأقل",
        "three_coins.heads": "ظهرت الصورة على القطع الثلاث", "three_coins.tails": "ظهرت الكتابة على القطع الثلاث",
        "three_coins.one_head": "ظهرت الصورة على قطعة واحدة فقط",
        "three_coins.two_heads": "ظهرت الصورة على قطعتين فقط",
        "three_coins.same": "ظهرت الصورة على القطع الثلاث أو الكتابة على القطع الثلاث",
        "three_coins.mixed": "ظهرت الصورة على بعض القطع والكتابة على بعضها",
        "three_coins.two_plus_heads": "ظهرت الصورة على قطعتين على الأقل",
        "three_coins.two_plus_tails": "ظهرت الكتابة على قطعتين على الأقل",
        "three_coins.any_heads": "ظهرت الصورة على قطعة واحدة على الأقل",
        "three_coins.any_tails": "ظهرت الكتابة على قطعة واحدة على الأقل",
        "three_coins.first_two_heads": "ظهرت الصورة على القطعتين الأوليين",
        "three_coins.first_two_tails": "ظهرت الكتابة على القطعتين الأوليين",
        "percent": "{n}%",
        "cards": "اسحب بطاقة من المجموعة التي يعطيك إياها الباحث، دون أن يراها أحد.",
        "cards_forced": "{share_truth} من البطاقات مكتوب عليها «إجابتك الحقيقية»، و{share_yes} مكتوب عليها «{yes}»، "
                        "و{share_no} مكتوب عليها «{no}». اختر الإجابة التي تعطيها بطاقتك.",
        "cards_warner": "{share} من البطاقات تطرح السؤال كما هو مكتوب، والباقي تطرح السؤال المعاكس. أجب عن سؤال "
                        "بطاقتك بصدق.",
        "cards_unrelated": "{share} من البطاقات تطرح هذا السؤال، والباقي تطرح سؤالًا آخر مكتوبًا على البطاقة. أجب "
                           "عن سؤال بطاقتك بصدق.",
        "cards_choice": "{share} من البطاقات مكتوب عليها «إجابتك الحقيقية»: اختر عندها إجابتك الحقيقية. وكل بطاقة "
                        "أخرى تذكر إجابة واحدة: اختر عندها تلك الإجابة.",
        "kiosk_only": "⚠ لجهاز dpgui فقط: لا تستخدم هذا السؤال في ODK Collect أو KoboToolbox. لا يمكن إجراء القرعة "
                      "له بحجر نرد أو قطع نقود، لذلك لا يُطرح هنا.",
        "guidance": "يُجري المستجيب القرعة بمفرده كما يقول السؤال: سجّل الإجابة التي يعطيها فقط، ولا تسأل أبدًا عن "
                    "النتيجة. الطريقة: {design}.",
    },
    "sw": {
        "yes": "Ndiyo", "no": "Hapana",
        "back": "Rudi", "not_a_number": "Tafadhali andika namba, kwa mfano 12.5.",  # the kiosk's own words
        "steps": "Bila mtu yeyote kuona matokeo, {action}: {rules}.",
        "rule": "kama {condition}, {then}", "rest": "vinginevyo, {then}", "rule_sep": "; ",
        "answer": "jibu {answer}",
        "truth": "jibu swali kwa ukweli",
        "opposite": "toa kinyume cha jibu lako la kweli ({no} kama ukweli ni {yes}, {yes} kama ukweli ni {no})",
        "second": "{action} kisha jibu {answers}", "second_if": "{answer} kama {condition}",
        "second_rest": "{answer} vinginevyo", "second_sep": ", ",
        "recorded": "Jibu unalotoa ndilo pekee linalorekodiwa, kamwe si matokeo.",
        "coin": "rusha sarafu", "coin_again": "rusha sarafu tena",
        "die": "rusha kete", "die_again": "rusha kete tena",
        "two_coins": "rusha sarafu mbili", "two_coins_again": "rusha sarafu mbili tena",
        "three_coins": "rusha sarafu tatu", "three_coins_again": "rusha sarafu tatu tena",
        "three_coins_ordered": "rusha sarafu tatu, moja baada ya nyingine",
        "three_coins_again_ordered": "rusha sarafu tatu tena, moja baada ya nyingine",
        "die_shows": "kete inaonyesha {faces}", "list_sep": ", ", "list_or": " au ",
        "coin.heads": "sarafu inaonyesha kichwa", "coin.tails": "sarafu inaonyesha mkia",
        "two_coins.heads": "sarafu zote mbili zinaonyesha kichwa",
        "two_coins.tails": "sarafu zote mbili zinaonyesha mkia",
        "two_coins.one_each": "sarafu moja inaonyesha kichwa na nyingine mkia",
        "two_coins.same": "sarafu zote mbili zinaonyesha kichwa au zote mbili mkia",
        "two_coins.any_heads": "angalau sarafu moja inaonyesha kichwa",
        "two_coins.any_tails": "angalau sarafu moja inaonyesha mkia",
        "three_coins.heads": "sarafu zote tatu zinaonyesha kichwa",
        "three_coins.tails": "sarafu zote tatu zinaonyesha mkia",
        "three_coins.one_head": "sarafu moja tu inaonyesha kichwa",
        "three_coins.two_heads": "sarafu mbili tu zinaonyesha kichwa",
        "three_coins.same": "sarafu zote tatu zinaonyesha kichwa au zote tatu mkia",
        "three_coins.mixed": "baadhi ya sarafu zinaonyesha kichwa na nyingine mkia",
        "three_coins.two_plus_heads": "angalau sarafu mbili zinaonyesha kichwa",
        "three_coins.two_plus_tails": "angalau sarafu mbili zinaonyesha mkia",
        "three_coins.any_heads": "angalau sarafu moja inaonyesha kichwa",
        "three_coins.any_tails": "angalau sarafu moja inaonyesha mkia",
        "three_coins.first_two_heads": "sarafu mbili za kwanza zinaonyesha kichwa",
        "three_coins.first_two_tails": "sarafu mbili za kwanza zinaonyesha mkia",
        "percent": "asilimia {n}",
        "cards": "Bila mtu yeyote kuiona, chagua kadi moja kutoka kwenye kifurushi anachokupa mhojaji.",
        "cards_forced": '{share_truth} ya kadi zinasema "Jibu lako la kweli", {share_yes} zinasema "{yes}" na '
                        '{share_no} zinasema "{no}". Bonyeza jibu ambalo kadi yako inatoa.',
        "cards_warner": "{share} ya kadi zinauliza swali kama lilivyoandikwa; nyingine zinauliza swali la kinyume. "
                        "Jibu swali la kadi yako kwa ukweli.",
        "cards_unrelated": "{share} ya kadi zinauliza swali hili; nyingine zinauliza swali jingine lililoandikwa "
                           "kwenye kadi. Jibu swali la kadi yako kwa ukweli.",
        "cards_choice": '{share} ya kadi zinasema "Jibu lako la kweli": hapo chagua jibu lako la kweli. Kila kadi '
                        "nyingine inataja jibu moja: hapo chagua jibu hilo.",
        "kiosk_only": "⚠ Kwa kifaa cha dpgui tu: usitumie swali hili katika ODK Collect au KoboToolbox. Haliwezi "
                      "kubahatishwa kwa kete au sarafu, kwa hiyo haliulizwi hapa.",
        "guidance": "Mhojiwa anabahatisha faraghani, kama swali linavyosema: andika tu jibu analotoa, na usiulize "
                    "kamwe matokeo. Mpango: {design}.",
    },
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
    """The words for a survey language, English when dpgui has none for it."""
    return TEXTS[language_code(language) or "en"]
