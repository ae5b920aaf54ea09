#ifndef CEDICTDATA_H
#define CEDICTDATA_H

#include <stddef.h>

/// One of the dictionary's sorted files as compiled into the binary: `count` bytes of `key<TAB>value` lines.
///
/// The bytes are read-only data of the executable, mapped from its file by the kernel and read from disk only when
/// a lookup first touches their pages: nothing runs at start, and a run that looks nothing up never reads them.
typedef struct {
    const unsigned char *_Nonnull bytes;
    size_t count;
} CEdictFile;

/// lexicon-edict-ja-en.txt: Japanese headword → English.
CEdictFile cedict_japanese_english(void);

/// lexicon-edict-en-ja.txt: lower-cased English term → Japanese.
CEdictFile cedict_english_japanese(void);

/// lexicon-edict-words.txt: the ordinary English words of the glosses, one per line.
CEdictFile cedict_english_words(void);

/// lexicon-edict-loans.txt: lower-cased English word → its katakana loanword.
CEdictFile cedict_english_loans(void);

#endif
