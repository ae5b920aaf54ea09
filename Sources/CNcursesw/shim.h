#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

/* Wide-character declarations (cchar_t, get_wch, wadd_wch, setcchar) are hidden without this. */
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/* Swift 6 rejects mutable C globals and cannot import function-like macros: read them here. */
static inline WINDOW *introgen_stdscr(void) { return stdscr; }
static inline int introgen_lines(void) { return LINES; }
static inline int introgen_cols(void) { return COLS; }

#endif
