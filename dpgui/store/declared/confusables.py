"""Characters that look like ASCII, each with the ASCII text it can pass for: the part of Unicode's
confusables.txt (UTS #39, version 14.0.0) that :func:`dpgui.store.declared.names.skeleton` needs.

Derived from confusables.txt by keeping every line whose prototype is printable ASCII and whose source
character NFKC leaves unchanged (NFKC already folds the rest, such as fullwidth and mathematical letters,
before this table is consulted): 653 of its 6,311 lines. Kept as ``\\u`` escapes so that no look-alike or
text-direction character sits in the source itself.

Copyright © 1991-2022 Unicode, Inc. All rights reserved. Distributed under the Terms of Use in
https://www.unicode.org/copyright.html. Permission is hereby granted, free of charge, to any person
obtaining a copy of the Unicode data files and any associated documentation (the "Data Files") or Unicode
software and any associated documentation (the "Software") to deal in the Data Files or Software without
restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute,
and/or sell copies of the Data Files or Software, and to permit persons to whom the Data Files or Software
are furnished to do so, provided that either (a) this copyright and permission notice appear with all
copies of the Data Files or Software, or (b) this copyright and permission notice appear in associated
Documentation. THE DATA FILES AND SOFTWARE ARE PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE
AND NONINFRINGEMENT OF THIRD PARTY RIGHTS. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR HOLDERS INCLUDED IN
THIS NOTICE BE LIABLE FOR ANY CLAIM, OR ANY SPECIAL INDIRECT OR CONSEQUENTIAL DAMAGES, OR ANY DAMAGES
WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR
OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THE DATA FILES OR
SOFTWARE. Except as contained in this notice, the name of a copyright holder shall not be used in
advertising or otherwise to promote the sale, use or other dealings in these Data Files or Software without
prior written authorization of the copyright holder.
"""

# prototype -> the characters confusables.txt maps to it
_BY_PROTOTYPE = {
    "!": "\u01c3\u2d51",
    "&": "\ua778",
    "'": ("`\u02b9\u02bb\u02bc\u02bd\u02be\u02c8\u02ca\u02cb\u02f4\u055a\u055d\u05d9\u05f3\u07f4\u07f5"
          "\u144a\u16cc\u2018\u2019\u201b\u2032\u2035\ua78c\U00016f51\U00016f52"),
    "''": "\u0022\u02ba\u02ee\u02f6\u05f2\u05f4\u1cd3\u201c\u201d\u201f\u3003",
    "'B": "\u0181",
    "'D": "\u018a",
    "'P": "\u01a4",
    "'T": "\u01ac",
    "'Y": "\u01b3",
    "(": "\u2768\u2772\u3014\ufd3e",
    "((": "\u2e28",
    ")": "\u2769\u2773\u3015\ufd3f",
    "))": "\u2e29",
    "*": "\u066d\u204e\u2217\U0001031f",
    "+": "\u16ed\u2795\U0001029b",
    ",": "\u060d\u066b\u201a\ua4f9",
    "-": "\u02d7\u06d4\u2010\u2012\u2013\u2043\u2212\u2796\u2cba",
    "-.": "\ua4fe",
    ".": "\u0660\u06f0\u0701\u0702\ua4f8\ua60e\U00010a50\U0001d16d",
    ".,": "\ua4fb",
    "..": "\ua4fa",
    "/": "\u1735\u2041\u2044\u2215\u2571\u27cb\u29f8\u2cc6\u3033\u30ce\u31d3\u4e3f\U0001d23a",
    "//": "\u2afd",
    "///": "\u2afb",
    "2": "\u01a7\u03e8\u14bf\ua644\ua6ef\ua75a",
    "3": "\u01b7\u021c\u0417\u04e0\u2ccc\ua76a\ua7ab\U000118ca\U00016f3b\U0001d206",
    "4": "\u13ce\U000118af",
    "5": "\u01bc\U000118bb",
    "6": "\u0431\u13ee\u2cd2\U000118d5",
    "7": "\U000104d2\U000118c6\U0001d212",
    "8": "\u0222\u0223\u09ea\u0a6a\u0b03\U0001031a\U0001e8cb",
    "9": "\u09ed\u0a67\u0b68\u0d6d\u2cca\ua76e\U000118ac\U000118cc\U000118d6",
    ":": "\u02d0\u02f8\u0589\u05c3\u0703\u0704\u0903\u0a83\u16ec\u1803\u1809\u205a\u2236\ua4fd\ua789",
    "<": "\u02c2\u1438\u16b2\u2039\u276e\U0001d236",
    "<<": "\u226a",
    "<<<": "\u22d8",
    "=": "\u1400\u2e40\u30a0\ua4ff",
    ">": "\u02c3\u1433\u203a\u276f\U00016f3f\U0001d237",
    "><": "\u2aa5",
    ">>": "\u226b\u2a20",
    ">>>": "\u22d9",
    "?": "\u0241\u0294\u097d\u13ae\ua6eb",
    "A": "\u0391\u0410\u13aa\u15c5\ua4ee\U000102a0\U00016f40",
    "AA": "\ua732",
    "AE": "\u00c6\u04d4",
    "AO": "\ua734",
    "AR": "\U0001f707",
    "AU": "\ua736",
    "AV": "\ua738\ua73a",
    "AY": "\ua73c",
    "B": "\u0392\u0412\u13f4\u15f7\ua4d0\ua7b4\U00010282\U000102a1\U00010301",
    "C": "\u0421\u13df\u2ca4\ua4da\U000102a2\U00010302\U00010415\U0001051c\U000118e9\U000118f2\U0001f74c",
    "C'": "\u0187",
    "D": "\u13a0\u15de\u15ea\ua4d3",
    "E": "\u0395\u0415\u13ac\u22ff\u2d39\ua4f0\U00010286\U000118a6\U000118ae",
    "F": "\u03dc\u15b4\ua4dd\ua798\U00010287\U000102a5\U00010525\U000118a2\U000118c2\U0001d213",
    "G": "\u050c\u13c0\u13f3\ua4d6",
    "G'": "\u0193",
    "H": "\u0397\u041d\u13bb\u157c\u2c8e\ua4e7\U000102cf",
    "J": "\u037f\u0408\u13ab\u148d\ua4d9\ua7b2",
    "K": "\u039a\u041a\u13e6\u16d5\u2c94\ua4d7\U00010518",
    "K'": "\u0198",
    "L": "\u13de\u14aa\u2cd0\ua4e1\U0001041b\U00010526\U000118a3\U000118b2\U00016f16\U0001d22a",
    "M": "\u039c\u03fa\u041c\u13b7\u15f0\u16d6\u2c98\ua4df\U000102b0\U00010311",
    "MB": "\U0001f76b",
    "N": "\u039d\u2c9a\ua4e0\U00010513",
    "O": ("0\u039f\u041e\u0555\u07c0\u09e6\u0b20\u0b66\u12d0\u2c9e\u2d54\u3007\ua4f3\U00010292\U000102ab"
          "\U00010404\U000104c2\U00010516\U000114d0\U000118b5\U000118e0"),
    "O'": "\u01a0\u13a4",
    "OE": "\u0152",
    "OO": "\ua698\ua74e",
    "P": "\u03a1\u0420\u13e2\u146d\u2ca2\ua4d1\U00010295",
    "P'": "\u1486",
    "Q": "\u2d55",
    "QE": "\U0001f700",
    "R": "\u01a6\u13a1\u13d2\u1587\ua4e3\U000104b4\U00016f35\U0001d216",
    "S": "\u0405\u054f\u13d5\u13da\ua4e2\U00010296\U00010420\U00016f3a",
    "T": "\u03a4\u0422\u13a2\u22a4\u27d9\u2ca6\ua4d4\U00010297\U000102b1\U00010315\U000118bc\U00016f0a\U0001f768",
    "T3": "\ua728",
    "U": "\u054d\u1200\u144c\u222a\u22c3\ua4f4\U000104ce\U000118b8\U00016f42",
    "U'": "\u1467",
    "V": "\u0474\u0667\u06f7\u13d9\u142f\u2d38\ua4e6\ua6df\U0001051d\U000118a0\U00016f08\U0001d20d",
    "VB": "\U0001f76c",
    "W": "\u051c\u13b3\u13d4\ua4ea\U000118e6\U000118ef",
    "X": ("\u03a7\u0425\u166d\u16b7\u2573\u2cac\u2d5d\ua4eb\ua7b3\U00010290\U000102b4\U00010317\U00010322"
          "\U00010527\U000118ec"),
    "Y": "\u03a5\u0423\u04ae\u13a9\u13bd\u2ca8\ua4ec\U000102b2\U000118a4\U00016f43",
    "Z": "\u0396\u13c3\ua4dc\U000102f5\U000118a9\U000118e5",
    "\\": "\u2216\u27cd\u29f5\u29f9\u31d4\u4e36\U0001d20f\U0001d23b",
    "\\\\": "\u244a\u2cf9",
    "^": "\u02c4\u02c6",
    "_": "\u07fa",
    "a": "\u0251\u03b1\u0430\u237a",
    "aa": "\ua733",
    "ae": "\u00e6\u04d5",
    "ao": "\ua735",
    "au": "\ua737",
    "av": "\ua739\ua73b",
    "ay": "\ua73d",
    "b": "\u0184\u042c\u13cf\u1472\u15af",
    "b'": "\u1488",
    "bl": "\u042b",
    "c": "\u0441\u1d04\u2ca5\uabaf\U0001043d",
    "d": "\u0501\u13e7\u146f\ua4d2",
    "d'": "\u1487",
    "dz": "\u02a3",
    "e": "\u0435\u04bd\u212e\uab32",
    "f": "\u0584\u1e9d\ua799\uab35",
    "g": "\u018d\u0261\u0581\u1d83",
    "h": "\u04bb\u0570\u13c2",
    "i": "\u0131\u0269\u026a\u03b9\u0456\u04cf\u13a5\u2373\ua647\uab75\U000118c3",
    "j": "\u03f3\u0458",
    "l": ("1I|\u0196\u01c0\u0399\u0406\u04c0\u05c0\u05d5\u05df\u0627\u0661\u06f1\u07ca\u16c1\u2223\u23fd"
          "\u2c92\u2d4f\ua4f2\U0001028a\U00010309\U00010320\U00016f28\U0001e8c7"),
    "l'": "\u05f1",
    "lO": "\u042e",
    "ll": "\u01c1\u05f0\u2016\u2225",
    "ls": "\u02aa",
    "lt": "\u20b6",
    "lz": "\u02ab",
    "n": "\u0578\u057c",
    "o": ("\u03bf\u03c3\u043e\u0585\u05e1\u0647\u0665\u06be\u06c1\u06d5\u06f5\u0966\u0a66\u0ae6\u0be6\u0c02"
          "\u0c66\u0c82\u0ce6\u0d02\u0d20\u0d66\u0d82\u0e50\u0ed0\u101d\u1040\u10ff\u1d0f\u1d11\u2c9f\uab3d"
          "\U0001042c\U000104ea\U000118c8\U000118d7"),
    "o'": "\u01a1",
    "oe": "\u0153",
    "oo": "\u221e\ua699\ua74f",
    "p": "\u03c1\u0440\u2374\u2ca3",
    "q": "\u051b\u0563\u0566",
    "r": "\u0433\u1d26\u2c85\uab47\uab48\uab81",
    "r'": "\u0491",
    "rn": "m\U00011700\U000118e3",
    "s": "\u01bd\u0455\ua731\uabaa\U00010448\U000118c1",
    "sss": "\U0001f75c",
    "tf": "\ua777",
    "ts": "\u02a6",
    "u": "\u028b\u03c5\u057d\u1d1c\ua79f\uab4e\uab52\U000104f6\U000118d8",
    "ue": "\u1d6b",
    "uo": "\uab63",
    "v": "\u03bd\u0475\u05d8\u1d20\u2228\u22c1\uaba9\U00011706\U000118c0",
    "w": "\u026f\u0461\u051d\u0561\u1d21\uab83\U0001170a\U0001170e\U0001170f",
    "x": "\u00d7\u0445\u1541\u157d\u166e\u292b\u292c\u2a2f",
    "y": "\u0263\u028f\u03b3\u0443\u04af\u10e7\u1d8c\u1eff\uab5a\U000118dc",
    "z": "\u1d22\uab93\U000118c4",
    "{": "\u2774\U0001d114",
    "}": "\u2775",
    "~": "\u2053\u223c",
}

PROTOTYPES: dict[str, str] = {c: prototype for prototype, chars in _BY_PROTOTYPE.items() for c in chars}
