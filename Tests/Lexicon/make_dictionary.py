#!/usr/bin/env python3
"""Writes the offline composer's dictionary from Debian's EDICT (`make lexicon`).

EDICT (EDRDG, CC BY-SA 3.0; /usr/share/doc/edict/copyright) has about 267,000 lines of the form
`漢字 [かな] /(pos) (1) (tags) gloss/gloss/(pos) (2) gloss/(P)/`. This writes two files, one `key<TAB>value` line
per key, sorted by the key's UTF-8 bytes so that the Swift reader (EdictDictionary) can binary-search them in place:

  lexicon-edict-ja-en.txt  Japanese headword → one English word or phrase
  lexicon-edict-en-ja.txt  lower-cased English term → the Japanese word to write
  lexicon-edict-words.txt  the English words the glosses write in lower case, one per line: the ordinary words of
                           English ("beetles", "tuning", "hiring"), so a capital on one is title case, not a name
  lexicon-edict-loans.txt  lower-case English word or phrase → the katakana loanword for it (tattoo → タトゥー,
                           open source → オープンソース), from which a term is composed word by word (tattoo artist →
                           タトゥーアーティスト)

The word list takes every gloss of every sense but those marked archaic, obsolete, obscure, rare, vulgar,
sensitive, derogatory or X-rated, without its parenthesised notes; a word is letters with inner hyphens and
apostrophes, written in lower case somewhere: one the glosses only write with a capital is a name ("Tasmania").

Usable senses: nouns, nouns that take の or な, する nouns (n, adj-no, adj-na, vs) and place names; never a sense
marked archaic, obsolete, obscure, rare, vulgar, sensitive, derogatory or X-rated. Irregular and outdated spellings
(iK, oK, ik, ok, io) are left out. An entry is kept when its first usable sense qualifies it as one of:

  common      marked (P): the everyday vocabulary
  place       "Osaka (city, prefecture)", "Jakarta (Indonesia)", or tagged (place)
  loanword    katakana that transliterates its one-word English gloss (ボルダリング bouldering), naming a role, skill,
              activity, field or industry by its English ending (-er, -ist, -ing, -ology, -tion, -tech…) or by a
              field tag of working life or hobbies (comp, bus, med, sports, food, music…)
  compound    two common words, each of two characters or more: four kanji glossed in one or two words (家庭菜園
              kitchen garden, 機械学習 machine learning), or longer and glossed in one word (心臓専門医 cardiologist)
  derivation  a common word and a suffix naming a role, field or industry (保育士, 心理学, 製造業)

The last three leave out idioms (yoji) and the narrow fields (chemistry, botany, Buddhism, sumo…), and names.

Japanese → English: the first gloss of the first usable sense, its parenthesised notes and a leading "a"/"an"
dropped ("(hospital) nurse" → "nurse", "Osaka (city, prefecture)" → "Osaka"), at most four words (a longer first
gloss explains rather than translates). Where entries share a headword, the common one wins, then EDICT's order. A
kana reading is a key too when the sense is usually written in kana (uk) or the reading is katakana.

English → Japanese (a word of the dictionary is a guess at a sense, so only a sure one is kept): a term maps to a
common entry whose first usable sense has it as its first gloss; to nothing where common native words of different
senses share the gloss (復権, 更生, 社会復帰 for "rehabilitation"), but for a proper name (Japan); without a common
entry, to a place, a loanword, a derivation, or a compound glossed in two words (家庭菜園 "kitchen garden") or naming a
person (心臓専門医 "cardiologist"), not one that narrows a one-word gloss (丸太足場 "scaffolding"). Glosses
match exactly (case-blind, after the same cleaning). Among several entries, in this order: a common entry; the term as the entry's first
sense (フリーランス before フリー, whose third sense is "freelance"; 日本 before 和); a katakana loanword for a
technical sense (comp, engr, bus, finc, econ: インターフェース before 引用仕様), then a native word, then other
loanwords (看護師 before ナース, 自動化 before オートメーション, 人間工学 before エルゴノミクス: where Japanese has
both, the plain loanword is the marked choice); a sense no note marks as one sex's (看護師 before 看護婦); a sense in
no marked register (honorific, colloquial, abbreviation…); a gloss no note narrows (開発者 "developer" before 開発元
"developer (of software…)"; "esp." and "e.g." notes do not narrow); the shorter headword (ー and ・ not counted);
without ・; with more ー (the spelling current style guides use: プログラマー, インターフェース); then the entry with
fewer senses, the sense with fewer glosses (学生 "student" before 学徒 "student/follower/…"), and the code points.

A sense whose notes say its word comes from a language other than English ("(fre: poudre)", "(ger: Abend)",
"(dut:)": EDICT's lsource; "(eng:)" and the dialect tags "(ksb:)" are not that) is never used from English to
Japanese, neither as a translation nor as a loan: English "are" is no アール, nor "evening" アーベント.

Loans: the rule is written at the top of edict_loans.py, beside its sound test.

usage: make_dictionary.py [--edict PATH] [--out FOLDER]
"""

import argparse
import difflib
import os
import re
import sys

EDICT = "/usr/share/edict/edict"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources/ReadingLexicon/Resources/lexicon")
JA_EN = "lexicon-edict-ja-en.txt"
EN_JA = "lexicon-edict-en-ja.txt"
WORDS = "lexicon-edict-words.txt"
LOANS = "lexicon-edict-loans.txt"

USABLE_POS = {"n", "adj-no", "adj-na", "vs"}
SKIPPED_TAGS = {"arch", "obs", "obsc", "rare", "vulg", "sens", "X", "derog"}
IRREGULAR_FORMS = {"iK", "oK", "ik", "ok", "io"}
# Idioms and fields too narrow for a profile, left out of the uncommon tiers.
NARROW_TAGS = {"yoji", "chem", "physics", "biol", "math", "geol", "astron", "anat", "crystal", "ling", "biochem",
               "genet", "bot", "zool", "mahj", "sumo", "Buddh", "Christn", "baseb", "shogi", "MA", "hanaf", "mil"}
TECHNICAL_TAGS = {"comp", "engr", "bus", "finc", "econ"}
WORKING_LIFE_TAGS = {"comp", "sports", "food", "music", "med", "bus", "econ", "finc", "law", "engr", "archit", "art"}
# English endings of roles, skills, activities, fields and industries.
PROFILE_ENDING = re.compile(r"(er|or|ist|ian|ant|ent|ee|ing|ology|ics|graphy|ism|tech|ware|tion|sion|ment|ity|ance"
                            r"|ence|ship|ure|cy|ry)$")
ROLE_SUFFIXES = "士師医者家員官手工職学業"
# Every part-of-speech code EDICT uses, to tell "(n,vs)" from a note such as "(hospital)".
POS_CODES = set("""n n-adv n-t n-suf n-pref n-pr adj-no adj-na adj-i adj-ix adj-f adj-t adj-pn adj-nari adj-ku
    adj-shiku adj-kari vs vs-s vs-i vs-c vz vk vi vt v1 v1-s v5r v5s v5k v5u v5m v5t v5g v5b v5n v5aru v5k-s v5r-i
    v5u-s v5uru v2r-s v4r v4k v4h v4s v4t v4b v4m v4g v2a-s exp adv adv-to int conj pn pref suf ctr num prt aux
    aux-v aux-adj cop unc""".split())
GEOGRAPHY = r"(US )?(city|prefecture|country|state|province|island|islands|region|capital|town|river|lake|mountain" \
    r"|peninsula|sea|ocean)"
# A capitalised name whose note is a kind of place ("city, prefecture") or a country ("Indonesia", "South Korea").
PLACE = re.compile(rf"^[A-Z][A-Za-z .'-]* \(({GEOGRAPHY}(, {GEOGRAPHY})*|[A-Z][A-Za-z.]*( [A-Z][A-Za-z.]*)*)\)$")
KATAKANA = re.compile(r"^[\u30a1-\u30fa\u30fc\u30fb]+$")
FOUR_KANJI = re.compile(r"^[\u4e00-\u9fff]{4}$")
# Senses said only in some registers or by some speakers: honorific, humble, colloquial, slang, abbreviation…
REGISTER_TAGS = {"hon", "hum", "pol", "col", "sl", "m-sl", "net-sl", "abbr", "fam", "joc", "chn", "male", "fem",
                 "poet", "litf", "dated", "id", "on-mim"}
GENDERED = re.compile(r"\b(female|male|woman|man|women|men|girl|boy)\b")
# A note on a gloss naming the language a word comes from, other than English: "(fre: poudre)", "(ger:)". Dialects
# are leading notes ("(ksb:)"), never inside a gloss.
FOREIGN_ORIGIN = re.compile(r"\((?!eng:)[a-z]{3}:")
MAX_WORDS = 4


class Sense:
    """One sense: its parts of speech, the notes before its first gloss, its glosses."""

    def __init__(self, pos, tags, glosses):
        self.pos, self.tags, self.glosses = pos, tags, glosses


class Entry:
    """One EDICT line."""

    def __init__(self, headword, reading, common, senses):
        self.headword, self.reading, self.common, self.senses = headword, reading, common, senses


def leading_notes(gloss):
    """The parenthesised notes a gloss starts with, and the rest: "(n,vs) (1) (comp) x" → ["n,vs", "1", "comp"], "x"."""
    notes = []
    while match := re.match(r"\s*\(([^()]*)\)\s*", gloss):
        notes.append(match.group(1))
        gloss = gloss[match.end():]
    return notes, gloss


def parse(line):
    """An Entry, or None for a line that is not one (the header)."""
    head, _, body = line.rstrip("\n").partition(" /")
    match = re.match(r"^(\S+)(?: \[(\S+)\])?$", head)
    if not match or not body:
        return None
    glosses = body.rstrip("/").split("/")
    common = glosses[-1] == "(P)"
    if common:
        glosses.pop()
    senses, pos = [], []
    for gloss in glosses:
        notes, text = leading_notes(gloss)
        new_pos, numbered, tags = None, False, []
        for note in notes:
            if all(code in POS_CODES for code in note.split(",")):
                new_pos = note.split(",")
            elif note.isdigit():
                numbered = True
            else:
                tags.append(note)
        if new_pos is not None or numbered or not senses:
            # A sense without its own parts of speech has those of the sense before.
            pos = new_pos if new_pos is not None else pos
            senses.append(Sense(pos, tags, [text]))
        else:
            senses[-1].glosses.append(gloss)
    return Entry(match.group(1), match.group(2), common, senses)


def clean(gloss):
    """The gloss without its parenthesised notes or a leading article: "master's (academic degree)" → "master's"."""
    previous = None
    while previous != gloss:
        previous, gloss = gloss, re.sub(r"\([^()]*\)", " ", gloss)
    words = gloss.split()
    if len(words) > 1 and words[0] in ("a", "an"):
        words = words[1:]
    return " ".join(words)


def foreign(sense):
    """Whether a note in the sense's glosses says its word comes from a language other than English."""
    return any(FOREIGN_ORIGIN.search(leading_notes(gloss)[1]) for gloss in sense.glosses)


def is_place(sense):
    return "place" in sense.tags or bool(PLACE.match(sense.glosses[0]))


def usable_senses(entry):
    """(index, sense, cleaned first gloss) of every sense the dictionary may use, in order."""
    found = []
    for index, sense in enumerate(entry.senses):
        if SKIPPED_TAGS & set(sense.tags) or not (USABLE_POS & set(sense.pos) or is_place(sense)):
            continue
        english = clean(sense.glosses[0])
        if english and len(english.split()) <= MAX_WORDS:
            found.append((index, sense, english))
    return found


KANA = {k: c + v for c, row in {"": "アイウエオ", "k": "カキクケコ", "g": "ガギグゲゴ", "s": "サシスセソ",
                                "z": "ザジズゼゾ", "t": "タチツテト", "d": "ダヂヅデド", "n": "ナニヌネノ",
                                "h": "ハヒフヘホ", "b": "バビブベボ", "p": "パピプペポ", "m": "マミムメモ",
                                "r": "ラリルレロ"}.items() for v, k in zip("aiueo", row)}
KANA.update({"シ": "shi", "チ": "chi", "ツ": "tsu", "フ": "fu", "ジ": "ji", "ヂ": "ji", "ヅ": "zu", "ヤ": "ya",
             "ユ": "yu", "ヨ": "yo", "ワ": "wa", "ヲ": "o", "ン": "n", "ヴ": "vu", "ァ": "a", "ィ": "i", "ゥ": "u",
             "ェ": "e", "ォ": "o", "ャ": "ya", "ュ": "yu", "ョ": "yo", "ヮ": "wa"})


def katakana_consonants(word):
    """The consonants of a katakana word read out: ボルダリング → "brdrng" (l and r, b and v are one sound)."""
    out = ""
    for kana in word:
        if kana in "ァィゥェォャュョ" and out.endswith(tuple("aiueo")):
            out = out[:-1]  # a small kana replaces the vowel before it: フィ → fi, ジャ → ja
        out += KANA.get(kana, "")
    out = out.replace("tsu", "t").replace("shi", "s").replace("chi", "ch").replace("fu", "f")
    return re.sub(r"[aiueo]", "", re.sub(r"(.)\1", r"\1", out)).replace("v", "b")


def english_consonants(word):
    """The consonants Japanese hears in an English word: "bouldering" → "brdrng", "portfolio" → "ptfr"."""
    s = re.sub(r"[^a-z]", "", word.lower())
    s = re.sub(r"[ts]ion", "shon", s)
    s = re.sub(r"r(?![aeiouy])", "", s)  # an r before a consonant or at the end is not heard
    for spelling, sound in (("ph", "f"), ("th", "s"), ("ck", "k"), ("x", "ks"), ("qu", "kw"), ("l", "r"), ("v", "b"),
                            ("c(?=[eiy])", "s"), ("c", "k"), ("q", "k"), ("wh", "w"), ("sh", "s"), ("y", "")):
        s = re.sub(spelling, sound, s)
    return re.sub(r"[aeiouw]", "", re.sub(r"(.)\1", r"\1", s))


PERSON_ENDING = re.compile(r"(ist|ian|er|or|ant|ent)$")


def transliterates(katakana, english):
    return difflib.SequenceMatcher(None, katakana_consonants(katakana), english_consonants(english)).ratio() >= 0.75


def tier(entry, sense, english, common_words, headwords):
    """Why the entry is kept (see the module's comment), or None."""
    word = entry.headword
    if entry.common:
        return "common"
    if is_place(sense):
        return "place"
    if NARROW_TAGS & set(sense.tags) or english[:1].isupper():
        return None
    words = len(english.split())
    if KATAKANA.match(word):
        if "・" in word and word.replace("・", "") in headwords:
            return None
        if words == 1 and transliterates(word, english) and (
                PROFILE_ENDING.search(english.lower()) or WORKING_LIFE_TAGS & set(sense.tags)):
            return "loanword"
        return None
    if any(word[:cut] in common_words and word[cut:] in common_words for cut in range(2, len(word) - 1)):
        if words == 1 or (words == 2 and FOUR_KANJI.match(word)):
            return "compound"
    if len(word) >= 3 and word[-1] in ROLE_SUFFIXES and word[:-1] in common_words and words <= 2:
        return "derivation"
    return None


def select(entries):
    """(entry, usable senses) of every entry kept."""
    common_words = {entry.headword for entry in entries if entry.common}
    headwords = {entry.headword for entry in entries}
    kept = []
    for entry in entries:
        senses = usable_senses(entry)
        if senses and not IRREGULAR_FORMS & set(entry.senses[0].tags):
            if tier(entry, senses[0][1], senses[0][2], common_words, headwords):
                kept.append((entry, senses))
    return kept


def written(entry, sense):
    """How the word is written: its reading when the sense is usually written in kana or the reading is katakana."""
    if entry.reading and ("uk" in sense.tags or KATAKANA.match(entry.reading)):
        return entry.reading
    return entry.headword


def japanese_to_english(kept):
    table = {}
    for entry, senses in kept:
        index, sense, english = senses[0]
        for key in {entry.headword, written(entry, sense)}:
            if key not in table or (entry.common and not table[key][0]):
                table[key] = (entry.common, english)
    return {key: english for key, (_, english) in table.items()}


def gendered(sense):
    """Whether a note marks the sense as one sex's: "(female) nurse", "(fem)"; "(male or female)" does not."""
    notes = sense.tags + re.findall(r"\(([^()]*)\)", sense.glosses[0])
    return "fem" in sense.tags or any(GENDERED.search(note) and " or " not in note for note in notes)


def rank(entry, index, sense, word):
    katakana = bool(KATAKANA.match(word))
    register = any(tag in REGISTER_TAGS or tag.endswith(":") for tag in sense.tags)
    notes = [tag for tag in sense.tags if tag not in REGISTER_TAGS and tag != "uk"]
    notes += re.findall(r"\(([^()]*)\)", sense.glosses[0])
    narrowed = any(not note.startswith(("esp.", "e.g.", "i.e.", "incl.", "etc.")) for note in notes)
    # The loanword for a technical sense (インターフェース, not 引用仕様), the native word otherwise (人間工学, not
    # アーゴノミクス; 看護師, not ナース).
    script = (0 if TECHNICAL_TAGS & set(sense.tags) else 2) if katakana else 1
    return (not entry.common, index, script, gendered(sense), register, narrowed,
            len(word.replace("ー", "").replace("・", "")), "・" in word, -word.count("ー"), len(entry.senses),
            len(sense.glosses), word)


def english_to_japanese(kept, common_words, headwords):
    candidates = {}
    for entry, senses in kept:
        for index, sense, english in senses:
            if foreign(sense):
                continue
            word = written(entry, sense)
            sure = entry.common and index == 0 and not gendered(sense)
            candidates.setdefault(english.lower(), []).append(
                (rank(entry, index, sense, word), word, sure, narrow_enough(entry, sense, english, common_words,
                                                                            headwords), english[:1].isupper()))
    table = {}
    for key, found in candidates.items():
        found.sort()
        sure = [candidate for candidate in found if candidate[2]]
        if not sure:
            if found[0][3]:
                table[key] = found[0][1]
            continue
        # Common native words of different senses (復権, 更生, 社会復帰 for "rehabilitation"): no sure one; a proper
        # name (Japan) has one sense whatever the words for it.
        natives = {word for _, word, _, _, _ in sure if not KATAKANA.match(word)}
        if len(natives) <= 1 or sure[0][4]:
            table[key] = sure[0][1]
    return table


def narrow_enough(entry, sense, english, common_words, headwords):
    """Whether an uncommon word surely says the English term: a place, a loanword that sounds like it, a derivation,
    or a compound glossed in two words (家庭菜園 "kitchen garden") or naming a person (心臓専門医 "cardiologist");
    not a compound that narrows a one-word gloss (丸太足場 "scaffolding", 計画評価 "forecasting")."""
    found = tier(entry, sense, english, common_words, headwords)
    if found == "compound":
        return len(english.split()) >= 2 or PERSON_ENDING.search(english.lower()) is not None
    return found in ("place", "loanword", "derivation")


def english_words(entries):
    """The words the usable glosses write in lower case somewhere."""
    lower = set()
    for entry in entries:
        for sense in entry.senses:
            if SKIPPED_TAGS & set(sense.tags):
                continue
            for gloss in sense.glosses:
                for word in re.findall(r"[A-Za-z]+(?:['-][A-Za-z]+)*", clean(leading_notes(gloss)[1])):
                    if not word[0].isupper():
                        lower.add(word.lower())
    return sorted(lower, key=str.encode)


def lines(table):
    """`key<TAB>value` lines sorted by the key's UTF-8 bytes, which is what the reader's binary search compares."""
    ordered = sorted(table.items(), key=lambda item: item[0].encode())
    return "".join(f"{key}\t{value}\n" for key, value in ordered).encode()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edict", default=EDICT, help=f"the EDICT file, EUC-JP (default {EDICT})")
    parser.add_argument("--out", default=OUT, help="the folder to write into (default: the lexicon's resources)")
    arguments = parser.parse_args()
    if not os.path.exists(arguments.edict):
        sys.exit(f"{arguments.edict} is missing: apt-get install edict")
    with open(arguments.edict, encoding="euc_jp") as source:
        entries = [entry for line in source if (entry := parse(line))]
    kept = select(entries)
    os.makedirs(arguments.out, exist_ok=True)
    common_words = {entry.headword for entry in entries if entry.common}
    headwords = {entry.headword for entry in entries}
    for name, table in ((JA_EN, japanese_to_english(kept)), (EN_JA, english_to_japanese(kept, common_words, headwords))):
        data = lines(table)
        with open(os.path.join(arguments.out, name), "wb") as output:
            output.write(data)
        print(f"{name}: {len(table)} lines, {len(data)} bytes")
    import edict_loans  # here, not at the top: it imports this file's helpers

    table = edict_loans.loans(entries)
    data = lines(table)
    with open(os.path.join(arguments.out, LOANS), "wb") as output:
        output.write(data)
    print(f"{LOANS}: {len(table)} lines, {len(data)} bytes")
    words = english_words(entries)
    data = "".join(f"{word}\n" for word in words).encode()
    with open(os.path.join(arguments.out, WORDS), "wb") as output:
        output.write(data)
    print(f"{WORDS}: {len(words)} lines, {len(data)} bytes")


if __name__ == "__main__":
    main()
