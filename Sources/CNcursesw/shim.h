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
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <ncursesw/curses.h>

/* Swift 6 rejects mutable C globals and cannot import function-like macros: read them here. */
static inline WINDOW *introgen_stdscr(void) { return stdscr; }
static inline int introgen_lines(void) { return LINES; }
static inline int introgen_cols(void) { return COLS; }

/* Attributes are built with NCURSES_BITS, a function-like macro. */
static inline attr_t introgen_a_normal(void) { return A_NORMAL; }
static inline attr_t introgen_a_bold(void) { return A_BOLD; }
static inline attr_t introgen_a_reverse(void) { return A_REVERSE; }
static inline attr_t introgen_a_dim(void) { return A_DIM; }
static inline attr_t introgen_a_underline(void) { return A_UNDERLINE; }
static inline int introgen_key_f(int n) { return KEY_F(n); }

/* The key code ncurses gives an extended terminfo key (kLFT3: Alt-Left on xterm), 0 when the terminal has none.
   Declared here rather than by including term.h, whose macros (lines, columns…) are best kept out of Swift. */
extern char *tigetstr(const char *capname);
static inline int introgen_key_code(const char *capname) {
    char *sequence = tigetstr(capname);
    if (sequence == NULL || sequence == (char *)-1) return 0;
    int code = key_defined(sequence);
    return code > 0 ? code : 0;
}

/* Glibc's module hides wcwidth (it needs _XOPEN_SOURCE); declare it here, it is in libc. */
extern int wcwidth(wchar_t c);
static inline int introgen_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }

/*
 * Last-resort terminal restore for fatal signals (a Swift trap is SIGILL/SIGTRAP). It lives in C
 * because a signal handler may only call async-signal-safe functions, which Swift code cannot
 * promise (it may retain, release or allocate). One copy exists: only IntroTUI imports this header.
 */
/* State lives in function-local statics: file-scope statics in an imported header are not
   emitted by Swift's Clang importer. Each Swift object file that calls these gets its own copy
   of the functions and their statics, so every call to the stateful functions below (crash
   restore, signal routing) is made from one Swift file: Sources/IntroTUI/Terminal/Terminal.swift. */
static inline int *introgen_crash_fd(void) { static int fd = -1; return &fd; }
static inline struct termios *introgen_crash_termios(void) { static struct termios saved; return &saved; }

static inline void introgen_crash_handler(int sig) {
    int fd = *introgen_crash_fd();
    if (fd >= 0) {
        static const char leave[] = "\033[?2004l\033[?1049l\033[?25h\033[0m\r\n";
        tcsetattr(fd, TCSANOW, introgen_crash_termios());
        (void)!write(fd, leave, sizeof leave - 1);
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Saves the terminal settings of fd as they are now and restores them if the process crashes. */
static inline int introgen_install_crash_restore(int fd) {
    static const int fatal[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
    if (tcgetattr(fd, introgen_crash_termios()) != 0) return -1;
    *introgen_crash_fd() = fd;
    for (unsigned i = 0; i < sizeof fatal / sizeof fatal[0]; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = introgen_crash_handler;
        action.sa_flags = (int)SA_RESETHAND;
        sigemptyset(&action.sa_mask);
        sigaction(fatal[i], &action, NULL);
    }
    return 0;
}

/*
 * Self-pipe for ordinary signals (SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT): the handler only
 * writes the signal number as one byte; the UI thread reads it in its poll() loop and does the
 * real work (endwin, suspend, exit) there, because endwin is not async-signal-safe.
 */
static inline int *introgen_signal_fd(void) { static int fd = -1; return &fd; }

static inline void introgen_signal_to_pipe(int sig) {
    int saved = errno;
    unsigned char byte = (unsigned char)sig;
    int fd = *introgen_signal_fd();
    if (fd >= 0) (void)!write(fd, &byte, 1);
    errno = saved;
}

/* Routes sig to the non-blocking pipe write end fd (the same fd for every routed signal). */
static inline int introgen_route_signal(int sig, int fd) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    *introgen_signal_fd() = fd;
    action.sa_handler = introgen_signal_to_pipe;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    return sigaction(sig, &action, NULL);
}

/* Gives sig its default action back (to stop for real on SIGTSTP, or when the app ends). */
static inline void introgen_default_signal(int sig) { signal(sig, SIG_DFL); }

/* Stops the crash handler from writing to a terminal that is no longer ours. */
static inline void introgen_remove_crash_restore(void) { *introgen_crash_fd() = -1; }

/*
 * Dispositions while a child process (an editor) has the terminal, as system() sets them: SIGINT and
 * SIGQUIT ignored in the app (the child gets its own defaults), SIGTSTP at its default so that the app
 * stops together with a child the person suspends. Stateless: the caller keeps the old actions and
 * hands them back, so these may be called from any Swift file.
 */
typedef struct {
    struct sigaction interrupt;
    struct sigaction quit;
    struct sigaction stop;
} introgen_child_signals;

static inline void introgen_signals_for_child(introgen_child_signals *saved) {
    struct sigaction ignore, dfl;
    memset(&ignore, 0, sizeof ignore);
    memset(&dfl, 0, sizeof dfl);
    ignore.sa_handler = SIG_IGN;
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&ignore.sa_mask);
    sigemptyset(&dfl.sa_mask);
    sigaction(SIGINT, &ignore, &saved->interrupt);
    sigaction(SIGQUIT, &ignore, &saved->quit);
    sigaction(SIGTSTP, &dfl, &saved->stop);
}

static inline void introgen_restore_after_child(const introgen_child_signals *saved) {
    sigaction(SIGINT, &saved->interrupt, NULL);
    sigaction(SIGQUIT, &saved->quit, NULL);
    sigaction(SIGTSTP, &saved->stop, NULL);
}

/* The width of the terminal on fd in columns, 0 when fd is not a terminal (ioctl is variadic: Swift cannot call it). */
static inline int introgen_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
    return size.ws_col;
}

/* Ignores sig (SIGHUP once the terminal is being torn down: the exit status must stay the documented one). */
static inline void introgen_ignore_signal(int sig) { signal(sig, SIG_IGN); }

#endif
