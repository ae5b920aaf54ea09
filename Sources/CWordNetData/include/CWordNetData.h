#ifndef CWORDNETDATA_H
#define CWORDNETDATA_H

#include <stddef.h>

/// The English word classes generated from WordNet as compiled into the binary: `count` bytes of `key<TAB>value`
/// lines, sorted by the key's bytes (Tests/Lexicon/make_wordnet.py says what a line holds).
///
/// The bytes are read-only data of the executable, mapped from its file by the kernel and read from disk only when
/// a lookup first touches their pages: nothing runs at start, and a run that looks nothing up never reads them.
typedef struct {
    const unsigned char *_Nonnull bytes;
    size_t count;
} CWordNetFile;

/// lexicon-wordnet.txt: English lemma or irregular form → its senses' lexicographer files, then its base forms.
CWordNetFile cwordnet_words(void);

#endif
