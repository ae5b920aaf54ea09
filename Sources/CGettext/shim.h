#ifndef INTROGEN_GETTEXT_SHIM_H
#define INTROGEN_GETTEXT_SHIM_H

/* glibc's gettext(3): libintl.h is part of the C library on glibc (nothing to link), but the Glibc module does not
   include it. Elsewhere (macOS has no libintl) the interface stays English. */
#if defined(__GLIBC__) || defined(__linux__)
#include <libintl.h>
#define INTROGEN_HAS_GETTEXT 1
#else
#define INTROGEN_HAS_GETTEXT 0
#endif

#endif
