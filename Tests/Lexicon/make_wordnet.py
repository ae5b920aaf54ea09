#!/usr/bin/env python3
"""Writes the offline composer's English word classes from Debian's WordNet (`make lexicon`).

WordNet 3.0 (Princeton University; /usr/share/doc/wordnet-base/copyright) lists each lemma of each word class in
/usr/share/wordnet/index.{noun,verb,adj,adv} with its synsets, most frequent first; each synset's line in data.* names
its lexicographer file (noun.person, noun.location, verb.creation…) and, for a noun, whether it is an instance of its
hypernym (`@i`: Tacoma is an instance of city, a proper noun) rather than a kind. The *.exc files list the irregular
forms (taught → teach, children → child, better → good).

This writes one file, `key<TAB>value` lines sorted by the key's UTF-8 bytes so that the Swift reader (EnglishLexicon,
through SortedLines) binary-searches it in place:

  lexicon-wordnet.txt   a lemma or an irregular form → its senses, then its base forms

The key is the lemma in lower case with "_" as a space, at most four words, of letters, digits, space and ' - . /
(all WordNet has but a few). The value is the lemma's senses as comma-separated codes, then, for an irregular form,
"|" and its base forms as comma-separated word-class letter + base (n, v, a, r):

  designer	18                                      noun.person
  tacoma	15i                                       an instance of noun.location: a proper noun
  building	06,04,04,14                               noun.artifact, noun.act, noun.act, noun.group
  taught	|vteach                                   an irregular form of the verb teach, no lemma itself
  better	00,00,00,00,02,02,33,30,30,07,18,18,07|agood,awell,rwell
                                                    adjective, adverb, verb, noun; also good and well

The file starts with WordNet's licence notice, as the index files carry it, one line each with an empty key: empty
keys sort before every other, no lookup asks for one, and the notice travels with every copy of the data as the
licence asks ("the same appear on ALL copies of the software, database and documentation").

A sense's code is its lexicographer file's number (WordNet's lexnames: 00 adj.all … 03–28 the noun files, 29–43 the
verb files, 44 adj.ppl), which also says its word class, with "i" after a noun sense that is an instance. Senses stay
in WordNet's order within a word class; the word classes of a lemma go by how often SemCor tagged each (cntlist.rev;
"run" is a verb first, "nurse" a noun), WordNet's n, v, a, r order where the counts tie. Every sense is written,
so a lemma's senses are WordNet's, one for one.

usage: make_wordnet.py [--wordnet FOLDER] [--out FOLDER]
"""

import argparse
import os
import re
import sys

WORDNET = "/usr/share/wordnet"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources/ReadingLexicon/Resources/lexicon")
NAME = "lexicon-wordnet.txt"
CLASSES = (("n", "noun"), ("v", "verb"), ("a", "adj"), ("r", "adv"))
# The word class of a sense key's ss_type (lemma%ss_type:…): 5, an adjective satellite, is an adjective.
SENSE_KEY_CLASS = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}
KEY = re.compile(r"^[a-z0-9'./-]+( [a-z0-9'./-]+){0,3}$")


def key(lemma):
    """A WordNet lemma as a key ("high_school" → "high school"), or None when it is not kept."""
    text = lemma.lower().replace("_", " ")
    return text if KEY.match(text) else None


def read_lines(path):
    """The lines of a WordNet file without its licence header (lines starting with a space)."""
    with open(path, encoding="utf-8") as source:
        return [line.rstrip("\n") for line in source if line.strip() and not line.startswith(" ")]


def synset_codes(folder, name):
    """offset → the sense code of every synset in data.<name>: lexicographer file, "i" for an instance noun."""
    codes = {}
    for line in read_lines(os.path.join(folder, f"data.{name}")):
        fields = line.split(" ")
        offset, lexfile, word_count = fields[0], int(fields[1]), int(fields[3], 16)
        pointer_at = 4 + 2 * word_count
        pointers = fields[pointer_at + 1:pointer_at + 1 + 4 * int(fields[pointer_at]):4]
        instance = "@i" in pointers
        codes[offset] = f"{lexfile:02d}" + ("i" if instance else "")
    return codes


def tag_counts(folder):
    """(lemma, word class) → how often SemCor tagged its senses."""
    counts = {}
    path = os.path.join(folder, "cntlist.rev")
    for line in read_lines(path) if os.path.exists(path) else []:
        sense_key, _, count = line.split(" ")
        lemma, _, rest = sense_key.partition("%")
        item = (lemma, SENSE_KEY_CLASS[rest[0]])
        counts[item] = counts.get(item, 0) + int(count)
    return counts


def senses(folder):
    """key → [(word class, [codes])] for every lemma kept, its classes in the order written."""
    counts = tag_counts(folder)
    found = {}
    for order, (letter, name) in enumerate(CLASSES):
        codes = synset_codes(folder, name)
        for line in read_lines(os.path.join(folder, f"index.{name}")):
            fields = line.split(" ")
            lemma, synset_count, pointer_count = fields[0], int(fields[2]), int(fields[3])
            offsets = fields[6 + pointer_count:6 + pointer_count + synset_count]
            written = key(lemma)
            if written is None:
                continue
            sense_codes = [codes[offset] for offset in offsets]
            found.setdefault(written, []).append((-counts.get((lemma, letter), 0), order, letter, sense_codes))
    return {written: [(letter, codes) for _, _, letter, codes in sorted(classes)] for written, classes in found.items()}


def exceptions(folder):
    """key → [(word class, base)] from the exception lists, in n, v, a, r order and the files' order."""
    found = {}
    for letter, name in CLASSES:
        for line in read_lines(os.path.join(folder, f"{name}.exc")):
            form, *bases = line.split(" ")
            written = key(form)
            if written is None:
                continue
            for base in bases:
                base_key = key(base)
                if base_key is not None and (letter, base_key) not in found.get(written, []):
                    found.setdefault(written, []).append((letter, base_key))
    return found


def table(folder):
    """key → value, as the module's comment describes."""
    lemmas, irregular = senses(folder), exceptions(folder)
    values = {}
    for written in set(lemmas) | set(irregular):
        value = ",".join(code for _, codes in lemmas.get(written, []) for code in codes)
        if written in irregular:
            value += "|" + ",".join(letter + base for letter, base in irregular[written])
        values[written] = value
    return values


def licence(folder):
    """WordNet's licence notice as the header of index.noun has it, without its line numbers."""
    with open(os.path.join(folder, "index.noun"), encoding="utf-8") as source:
        header = [line for line in source.read().split("\n") if line.startswith("  ")]
    return [re.sub(r"^\s*\d+ ?", "", line).rstrip() for line in header]


def lines(values, notice):
    """The notice's lines with an empty key, then `key<TAB>value` lines sorted by the key's UTF-8 bytes, which is what
    the reader's binary search compares."""
    ordered = sorted(values.items(), key=lambda item: item[0].encode())
    head = "".join(f"\t{line}\n" for line in notice)
    return (head + "".join(f"{written}\t{value}\n" for written, value in ordered)).encode()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wordnet", default=WORDNET, help=f"WordNet's dict folder (default {WORDNET})")
    parser.add_argument("--out", default=OUT, help="the folder to write into (default: the lexicon's resources)")
    arguments = parser.parse_args()
    if not os.path.exists(os.path.join(arguments.wordnet, "index.noun")):
        sys.exit(f"{arguments.wordnet} has no WordNet: apt-get install wordnet-base")
    values = table(arguments.wordnet)
    data = lines(values, licence(arguments.wordnet))
    os.makedirs(arguments.out, exist_ok=True)
    with open(os.path.join(arguments.out, NAME), "wb") as output:
        output.write(data)
    print(f"{NAME}: the licence notice and {len(values)} lines, {len(data)} bytes")


if __name__ == "__main__":
    main()
