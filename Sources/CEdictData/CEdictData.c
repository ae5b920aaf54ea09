// The dictionary files, compiled in with C23's #embed: clang copies the bytes into the object file without parsing
// them as an initializer (0.1 s for 1.5 MB; SwiftPM's `.embedInCode` array literal of the same files had not
// compiled after 30 minutes and 5 GB of memory), and lists the files in its dependency output, so a build after
// `make lexicon` recompiles this file. The paths are relative to this file, as #embed "…" searches its folder first.
#include "CEdictData.h"

// #embed is C23; clang accepts it in the default C17 mode too and says so in a warning this file does not need.
#pragma clang diagnostic ignored "-Wc23-extensions"

#if !defined(__has_embed)
#error "CEdictData needs a C compiler with #embed (clang 19 or later, as in the Swift 6.3 toolchain)"
#endif

// The kernel maps a file's pages around each page fault: the 64 KiB-aligned window holding it
// (`fault_around_bytes`). Start-up's faults on the data next to these files would map some of their pages too (11
// of the English file's were in --version's page table), so 64 KiB of zeros lie on either side: no window holding
// anything else reaches them. Aligning the files to 64 KiB instead raised the segment's alignment and, with it,
// what start-up maps elsewhere (+140 KiB for --version). The guards cost 128 KiB of the executable's file and no
// memory; `used` keeps them, and has clang emit them all in the order written.
#define CEDICT_FAULT_AROUND 65536

__attribute__((used, aligned(4096))) static const unsigned char guard_before[CEDICT_FAULT_AROUND] = {0};

__attribute__((used)) static const unsigned char japanese_english[] = {
#embed "../ReadingLexicon/Resources/lexicon/lexicon-edict-ja-en.txt"
};

__attribute__((used)) static const unsigned char english_japanese[] = {
#embed "../ReadingLexicon/Resources/lexicon/lexicon-edict-en-ja.txt"
};

__attribute__((used)) static const unsigned char english_words[] = {
#embed "../ReadingLexicon/Resources/lexicon/lexicon-edict-words.txt"
};

__attribute__((used)) static const unsigned char english_loans[] = {
#embed "../ReadingLexicon/Resources/lexicon/lexicon-edict-loans.txt"
};

__attribute__((used)) static const unsigned char guard_after[CEDICT_FAULT_AROUND] = {0};

CEdictFile cedict_japanese_english(void) {
    return (CEdictFile){japanese_english, sizeof japanese_english};
}

CEdictFile cedict_english_japanese(void) {
    return (CEdictFile){english_japanese, sizeof english_japanese};
}

CEdictFile cedict_english_words(void) {
    return (CEdictFile){english_words, sizeof english_words};
}

CEdictFile cedict_english_loans(void) {
    return (CEdictFile){english_loans, sizeof english_loans};
}
