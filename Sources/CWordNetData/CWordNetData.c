// WordNet's word classes, compiled in with C23's #embed like the EDICT files (CEdictData.c says why #embed and not
// SwiftPM's `.embedInCode`), in a target of its own: its data is Princeton's, under WordNet's licence, where
// CEdictData's is the EDRDG's under CC BY-SA, and a regenerated file recompiles only its own target.
#include "CWordNetData.h"

// #embed is C23; clang accepts it in the default C17 mode too and says so in a warning this file does not need.
#pragma clang diagnostic ignored "-Wc23-extensions"

#if !defined(__has_embed)
#error "CWordNetData needs a C compiler with #embed (clang 19 or later, as in the Swift 6.3 toolchain)"
#endif

// 64 KiB of zeros on either side keep the kernel's fault-around windows of start-up's page faults off the file, as in
// CEdictData.c: --version and a model's generation map none of its pages.
#define CWORDNET_FAULT_AROUND 65536

__attribute__((used, aligned(4096))) static const unsigned char guard_before[CWORDNET_FAULT_AROUND] = {0};

__attribute__((used)) static const unsigned char words[] = {
#embed "../ReadingLexicon/Resources/lexicon/lexicon-wordnet.txt"
};

__attribute__((used)) static const unsigned char guard_after[CWORDNET_FAULT_AROUND] = {0};

CWordNetFile cwordnet_words(void) {
    return (CWordNetFile){words, sizeof words};
}
