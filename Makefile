# introgen: `make run` starts the app, `make test` builds and runs every test.
SWIFT ?= swift
SWIFTFLAGS ?= -Xswiftc -warnings-as-errors
# System packages the build and the tests need (Debian/Ubuntu names).
APT_PACKAGES := libncurses-dev libcurl4-openssl-dev openssl pkg-config tmux python3 python3-hypercorn

.PHONY: all deps build release test run bench quality lint clean

all: build

# Installs what is missing when root; otherwise prints the exact command and stops.
deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
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

release: deps
	$(SWIFT) build -c release $(SWIFTFLAGS) --product introgen

test: deps
	$(SWIFT) build --build-tests $(SWIFTFLAGS)
	$(SWIFT) test --skip-build

run: release
	@./.build/release/introgen $(ARGS)

bench: deps
	$(SWIFT) build -c release $(SWIFTFLAGS) --product introgen-bench
	$(SWIFT) build -c release $(SWIFTFLAGS) --product introgen
	./.build/release/introgen-bench

# The offline composer's quality report: defect counts per writing rule, distinct variants, sample texts.
quality: deps
	$(SWIFT) build $(SWIFTFLAGS) --product introgen-quality
	./.build/debug/introgen-quality

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

clean:
	rm -rf .build
