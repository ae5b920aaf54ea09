# introgen: `make run` starts the app, `make test` builds and runs every test.
SWIFT ?= swift
# The import check makes the dependency graph in Package.swift a build fact: a module cannot import what its target
# does not declare (IntroTUI cannot reach a provider), even when it is built anyway for another target.
SWIFTFLAGS ?= -Xswiftc -warnings-as-errors --explicit-target-dependency-import-check error
# System packages (Debian/Ubuntu names): what building needs, and what only the tests use (peers, a terminal, the
# shells whose completions they load, the man page tools).
BUILD_PACKAGES := libncurses-dev libcurl4-openssl-dev pkg-config
TEST_PACKAGES := openssl time tmux python3 python3-hypercorn zsh fish groff-base man-db strace
APT_PACKAGES := $(BUILD_PACKAGES) $(TEST_PACKAGES)

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
	644:share/fish/vendor_completions.d/introgen.fish:Sources/introgen/completions/introgen.fish

.PHONY: all deps build-deps build release test run bench quality fuzz lint clean install uninstall

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

build: deps
	$(SWIFT) build $(SWIFTFLAGS)

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
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xswiftc -cross-module-optimization $(RELR_FLAGS)
release: build-deps
	$(SWIFT) build $(RELEASE_FLAGS) $(SWIFTFLAGS) --product introgen

test: deps
	$(SWIFT) build --build-tests $(SWIFTFLAGS)
	$(SWIFT) test --skip-build

run: release
	@./.build/release/introgen $(ARGS)

# Builds the release binary only when it is missing or older than a source, so `make release` as yourself and then
# `sudo make install` installs it without root needing the toolchain.
.build/release/introgen: Package.swift $(shell find Sources -type f)
	$(MAKE) --no-print-directory release

install: $(BINARY)
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

bench: deps
	$(SWIFT) build $(RELEASE_FLAGS) $(SWIFTFLAGS) --product introgen-bench
	$(SWIFT) build $(RELEASE_FLAGS) $(SWIFTFLAGS) --product introgen
	./.build/release/introgen-bench

# The offline composer's quality report: defect counts per writing rule, distinct variants, sample texts.
quality: deps
	$(SWIFT) build $(SWIFTFLAGS) --product introgen-quality
	./.build/debug/introgen-quality

# libFuzzer targets (Tests/Fuzz/README.md), not part of `make test`: each runs FUZZ_S seconds, one after another;
# new corpus entries and crash inputs go to .build/fuzz. Fails when any target finds something.
FUZZ_S ?= 60
fuzz: build-deps
	SWIFTC="$(SWIFT)c" FUZZ_S=$(FUZZ_S) Tests/Fuzz/fuzz.sh

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

clean:
	rm -rf .build
