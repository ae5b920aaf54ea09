"""The katakana loans of make_dictionary.py (lexicon-edict-loans.txt): an English word or phrase → its katakana.

Every one-word katakana entry (no ・, no irregular spelling; 珈琲 written コーヒー counts) whose usable sense starts with a
lower-case gloss of one to three words that the katakana sounds like gives that gloss its katakana: all such words,
not only roles and skills, and the phrases Japanese writes as one loan (open source → オープンソース). Sounding like is the
test below: consonants as sound classes, and the same start (a vowel in both, or the same consonant): "in" is not ナウ
("trendy/in/now"), "manager" is マネージャー. Among several for a word: a common entry first, then a sense in no marked
register (マネ is an abbreviation), the earlier sense, the spelling with more ー (マネージャー before マネジャー), the shorter,
the code points. A phrase is kept even when its loan is its words' side by side: it says the words are a compound
(open source), where the reader would not compose from "open", a verb first. A loan no common entry gives is written
with "~" before it (stenographer → ~ステノグラファー).
"""

import difflib
import re

from make_dictionary import (IRREGULAR_FORMS, KANA, KATAKANA, REGISTER_TAGS, SKIPPED_TAGS, USABLE_POS, clean, foreign,
                             leading_notes, written)

# A loan's English: one lower-case word, or two or three that EDICT has as one katakana word (open source →
# オープンソース), with inner hyphens.
LOAN_WORD = re.compile(r"^[a-z]+(?:-[a-z]+)*(?: [a-z]+(?:-[a-z]+)*){0,2}$")

# The sound classes the loans' test compares: what Japanese does not tell apart, or writes one way (l and r, b and v,
# f and h as in コーヒー; z, j and g, as ジ writes both "jazz" and "music").
SOUND_CLASSES = str.maketrans({"l": "r", "v": "b", "f": "h", "z": "g", "j": "g"})
SMALL_KANA = {"ャ": "ya", "ュ": "yu", "ョ": "yo", "ァ": "a", "ィ": "i", "ゥ": "u", "ェ": "e", "ォ": "o"}


def kana_sounds(word):
    """A katakana word's consonants as sound classes: マネージャー → "mng", コーヒー → "kh", ショップ → "sp"."""
    out = ""
    for kana in word:
        if kana in SMALL_KANA and out and out[-1] in "aiueo":
            vowel = SMALL_KANA[kana]
            # シャ, チュ, ジョ: the y is in the consonant already; キャ, ピュ: it is a glide, not a consonant.
            out = out[:-1] + vowel[-1]
        else:
            out += KANA.get(kana, "")
    out = out.replace("shi", "s").replace("chi", "c").replace("tsu", "s").replace("fu", "h").replace("ji", "g")
    out = out.replace("sh", "s").replace("ch", "c").replace("ts", "s").replace("dz", "s").replace("y", "")
    return re.sub(r"(.)\1+", r"\1", re.sub(r"[aiueow]", "", out.translate(SOUND_CLASSES)))


def english_sounds(word):
    """The consonants Japanese hears in an English word, as sound classes: "manager" → "mng", "coffee" → "kh",
    "designer" → "dgn" (an s between vowels is a z; a g before n is silent), "shop" → "sp", "camp" → "knp"."""
    s = re.sub(r"[^a-z]", "", word.lower())
    s = re.sub(r"[ts]ion", "shon", s)
    s = re.sub(r"r(?![aeiouy])", "", s)  # an r before a consonant or at the end is not heard
    # Upper case marks a sound already decided (C for ch), so later spellings leave it alone.
    for spelling, sound in (("ph", "f"), ("th", "s"), ("sh", "s"), ("tch", "C"), ("ch", "C"), ("ck", "k"),
                            ("gn", "n"), ("alk", "ak"), ("mb(?=$|ing|er|s$)", "m"), ("m(?=[bp])", "n"), ("qu", "k"),
                            ("x", "ks"), ("c(?=[eiy])", "S"), ("c", "k"), ("q", "k"), ("wh", "w"),
                            ("g(?=[eiy])", "j"), ("(?<=[aeiou])s(?=[aeiou])", "z")):
        s = re.sub(spelling, sound, s)
    s = re.sub(r"(?<=[bcdfgjklmnpqrstvxz])h", "", s)  # an h after a consonant is no sound of its own
    return re.sub(r"(.)\1+", r"\1", re.sub(r"[aeiouwy]", "", s.lower().translate(SOUND_CLASSES)))


def sounds_like(katakana, english):
    """The loans' test, stricter than `transliterates`: the sound classes match (ratio 0.75 or more for a word, 0.9 for
    a phrase, where a word left out weighs less: セリアック is no "celiac disease") and the word starts the same way,
    with a vowel in both ("open" オープン; not "in" ナウ) or with the same consonant."""
    kana, latin = kana_sounds(katakana), english_sounds(english)
    least = 0.9 if " " in english else 0.75
    if not kana or difflib.SequenceMatcher(None, kana, latin).ratio() < least:
        return False
    if english[0] in "wy":  # "walking" ウォーキング, "yoga" ヨガ: a glide, which either may write as a vowel
        return True
    starts_with_vowel = english[0] in "aeiou"
    if starts_with_vowel != (katakana[0] in "アイウエオ"):
        return False
    return starts_with_vowel or kana[:1] == latin[:1]


def loans(entries):
    """English word → its katakana loanword, as the module's comment describes."""
    candidates = {}
    for entry in entries:
        if IRREGULAR_FORMS & set(entry.senses[0].tags):
            continue
        for index, sense in enumerate(entry.senses):
            # 珈琲 [コーヒー]: a word written in its katakana reading is a loan too.
            word = written(entry, sense)
            if not KATAKANA.match(word) or "・" in word:
                continue
            if SKIPPED_TAGS & set(sense.tags) or not USABLE_POS & set(sense.pos) or foreign(sense):
                continue
            register = any(tag in REGISTER_TAGS or tag.endswith(":") for tag in sense.tags)
            english = clean(leading_notes(sense.glosses[0])[1])
            if LOAN_WORD.match(english) and sounds_like(word, english):
                candidates.setdefault(english, []).append(
                    ((not entry.common, register, index, -word.count("ー"), len(word), word), word))
    # "~" marks a loan no common entry gives: a word of the long tail, which the reader does not compose from
    # (ステノグラファー, タックス), as a compound of everyday loans reads as Japanese and one of rare loans does not.
    return {english: ("" if rank[0] is False else "~") + word
            for english, (rank, word) in ((english, min(found)) for english, found in candidates.items())}
