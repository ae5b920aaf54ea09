#ifndef CMECAB_SHIM_H
#define CMECAB_SHIM_H

/* MeCab for reading Japanese, loaded on first use (dlopen), not linked, like libcurl: only the offline composer's
   reading of Japanese needs it, so --version, a model's generation and the terminal app's first frame never load it
   (nor the shared libstdc++ it brings), and a machine without it runs everything else. Every call goes through this
   table, filled once per object file (see CMicroHTTPD's shim for why per object file); the library itself is opened
   once by the system. The header is libmecab-dev's; libmecab2 provides the library. */
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <mecab.h>

typedef struct {
    /* NULL once every function below was found; otherwise why libmecab could not be used. */
    const char *failure;
    mecab_model_t *(*model_new)(int argc, char **argv);
    void (*model_destroy)(mecab_model_t *model);
    const mecab_dictionary_info_t *(*model_dictionary_info)(mecab_model_t *model);
    mecab_t *(*model_new_tagger)(mecab_model_t *model);
    mecab_lattice_t *(*model_new_lattice)(mecab_model_t *model);
    void (*destroy)(mecab_t *tagger);
    const char *(*strerror)(mecab_t *tagger);
    int (*parse_lattice)(mecab_t *tagger, mecab_lattice_t *lattice);
    void (*lattice_destroy)(mecab_lattice_t *lattice);
    void (*lattice_set_sentence2)(mecab_lattice_t *lattice, const char *sentence, size_t length);
    mecab_node_t *(*lattice_get_bos_node)(mecab_lattice_t *lattice);
    const char *(*lattice_strerror)(mecab_lattice_t *lattice);
} introgen_mecab_table;

#if defined(__APPLE__)
#define INTROGEN_LIBMECAB "libmecab.2.dylib"
#else
#define INTROGEN_LIBMECAB "libmecab.so.2"
#endif

static inline void introgen_mecab_load(void);

/* The table, a static inside a function (Swift emits the header's inline functions, not its globals). */
static inline introgen_mecab_table *introgen_mecab_state(void) {
    static introgen_mecab_table table;
    return &table;
}

static inline introgen_mecab_table *introgen_mecab_loaded(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, introgen_mecab_load);
    return introgen_mecab_state();
}
#define introgen_mecab (*introgen_mecab_loaded())

static inline void introgen_mecab_load(void) {
    introgen_mecab_table *t = introgen_mecab_state();
    void *library = dlopen(INTROGEN_LIBMECAB, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        t->failure = reason ? reason : "MeCab (" INTROGEN_LIBMECAB ") could not be loaded";
        return;
    }
    int missing = 0;
#define INTROGEN_FIND(field, name) \
    do { *(void **)(&t->field) = dlsym(library, name); if (!t->field) missing = 1; } while (0)
    INTROGEN_FIND(model_new, "mecab_model_new");
    INTROGEN_FIND(model_destroy, "mecab_model_destroy");
    INTROGEN_FIND(model_dictionary_info, "mecab_model_dictionary_info");
    INTROGEN_FIND(model_new_tagger, "mecab_model_new_tagger");
    INTROGEN_FIND(model_new_lattice, "mecab_model_new_lattice");
    INTROGEN_FIND(destroy, "mecab_destroy");
    INTROGEN_FIND(strerror, "mecab_strerror");
    INTROGEN_FIND(parse_lattice, "mecab_parse_lattice");
    INTROGEN_FIND(lattice_destroy, "mecab_lattice_destroy");
    INTROGEN_FIND(lattice_set_sentence2, "mecab_lattice_set_sentence2");
    INTROGEN_FIND(lattice_get_bos_node, "mecab_lattice_get_bos_node");
    INTROGEN_FIND(lattice_strerror, "mecab_lattice_strerror");
#undef INTROGEN_FIND
    if (missing) t->failure = INTROGEN_LIBMECAB " lacks a function introgen needs (MeCab 0.996 or later has them)";
}

/* Loads libmecab once (any thread; later calls wait for the first); NULL when it is usable, otherwise the reason.
   Nothing else below may be called unless this returned NULL. */
static inline const char *introgen_mecab_load_failure(void) { return introgen_mecab.failure; }

/* The file name loaded, for messages ("libmecab.so.2"). */
static inline const char *introgen_mecab_library_name(void) { return INTROGEN_LIBMECAB; }

/* A model of the dictionary the arguments name (MeCab's command-line options: "-r", "-d"), or NULL with the reason
   in introgen_mecab_strerror(NULL). The model is immutable and may be shared by threads; taggers and lattices made
   from it may not. */
static inline mecab_model_t *introgen_mecab_model_new(int argc, char **argv) {
    return introgen_mecab.model_new(argc, argv);
}
static inline void introgen_mecab_model_destroy(mecab_model_t *model) { introgen_mecab.model_destroy(model); }
static inline const mecab_dictionary_info_t *introgen_mecab_model_dictionary_info(mecab_model_t *model) {
    return introgen_mecab.model_dictionary_info(model);
}
static inline mecab_t *introgen_mecab_model_new_tagger(mecab_model_t *model) {
    return introgen_mecab.model_new_tagger(model);
}
static inline mecab_lattice_t *introgen_mecab_model_new_lattice(mecab_model_t *model) {
    return introgen_mecab.model_new_lattice(model);
}
static inline void introgen_mecab_destroy(mecab_t *tagger) { introgen_mecab.destroy(tagger); }
/* The last error of `tagger`, or MeCab's last error of any kind for NULL (a model that could not be made). */
static inline const char *introgen_mecab_strerror(mecab_t *tagger) { return introgen_mecab.strerror(tagger); }
static inline int introgen_mecab_parse_lattice(mecab_t *tagger, mecab_lattice_t *lattice) {
    return introgen_mecab.parse_lattice(tagger, lattice);
}
static inline void introgen_mecab_lattice_destroy(mecab_lattice_t *lattice) { introgen_mecab.lattice_destroy(lattice); }
/* The lattice keeps the pointer, not a copy: the bytes must outlive the parse and the reading of its nodes. */
static inline void introgen_mecab_lattice_set_sentence(mecab_lattice_t *lattice, const char *sentence, size_t length) {
    introgen_mecab.lattice_set_sentence2(lattice, sentence, length);
}
static inline const mecab_node_t *introgen_mecab_lattice_get_bos_node(mecab_lattice_t *lattice) {
    return introgen_mecab.lattice_get_bos_node(lattice);
}
static inline const char *introgen_mecab_lattice_strerror(mecab_lattice_t *lattice) {
    return introgen_mecab.lattice_strerror(lattice);
}

#endif
