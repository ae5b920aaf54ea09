#!/bin/sh
# `make fuzz`: builds the libFuzzer targets (see README.md here) and runs each for FUZZ_S seconds, one after
# another. New corpus entries and crash inputs go under .build/fuzz, never into the repository; the exit status is
# non-zero when any target found something.
#
# Each module the targets need is compiled from the few sources they use, with libFuzzer's coverage and
# AddressSanitizer: plain swiftc rather than SwiftPM, because libFuzzer brings its own main() and the targets must
# not become products. lld (shipped with the toolchain) links without GNU gold's "Cannot export local symbol"
# warnings.
set -eu
SWIFTC=${SWIFTC:-swiftc}
FUZZ_S=${FUZZ_S:-60}
TARGETS=${TARGETS:-sse json sanitizer answer editor}
here=Tests/Fuzz
out=.build/fuzz
mkdir -p "$out/modules"

flags="-sanitize=fuzzer,address -O -g -package-name introgen -enable-testing -warnings-as-errors -use-ld=lld
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
  -enable-upcoming-feature InternalImportsByDefault -I $out/modules -I Sources/CNcursesw -I Sources/CGettext"

# module NAME FILE...: one module's object and interface, from the sources the targets use.
module() {
    name=$1
    shift
    echo "compiling $name"
    # shellcheck disable=SC2086
    "$SWIFTC" $flags -parse-as-library -wmo -module-name "$name" -emit-module \
        -emit-module-path "$out/modules/$name.swiftmodule" -emit-object -o "$out/modules/$name.o" "$@"
}

# target NAME MODULE...: one fuzzer executable.
target() {
    name=$1
    shift
    objects=""
    for m in "$@"; do objects="$objects $out/modules/$m.o"; done
    echo "linking fuzz-$name"
    # shellcheck disable=SC2086
    "$SWIFTC" $flags -parse-as-library -module-name "Fuzz_$name" -o "$out/fuzz-$name" \
        "$here/Support/FuzzSupport.swift" "$here/$name"/*.swift $objects
}

st=Sources/SafeText
es=Sources/EventStream
ij=Sources/IncrementalJSON
core=Sources/IntroductionCore/Model
pr=Sources/IntroductionProviders/Streaming
tui=Sources/IntroTUI
module Localization Sources/Localization/*.swift
module SafeText $st/*.swift
module EventStream $es/SSEParser.swift $es/ServerSentEvent.swift $es/EventStreamError.swift
module IncrementalJSON $ij/*.swift
module IntroductionCore $core/PartialIntroduction.swift $core/IntroductionEdit.swift $core/IntroductionSection.swift \
    $core/Introduction.swift $core/SourceError.swift $core/SourceError+Description.swift $core/String+Trimmed.swift \
    $core/GenerationOptions.swift $core/GenerationOptions+Occasion.swift $core/Language.swift $core/LanguageNames.swift \
    $core/LanguageTagSyntax.swift $core/TextLimit.swift $core/SpokenTime.swift
module IntroductionProviders $pr/StructuredAnswerReader.swift $pr/IntroductionAssembler.swift
module IntroTUI $tui/Screen/LineEditor.swift $tui/Terminal/DisplayWidth.swift $tui/Text/String+Cleaning.swift

target sse EventStream SafeText Localization
target json IncrementalJSON
target sanitizer SafeText
target answer IntroductionProviders IntroductionCore IncrementalJSON SafeText Localization
target editor IntroTUI SafeText

status=0
# FUZZ_S=0 (`make test`): the targets are built and each seed is run once, so the harness cannot fall behind the
# sources it compiles and no earlier finding comes back; nothing is fuzzed.
if [ "$FUZZ_S" = 0 ]; then
    for name in $TARGETS; do
        set -- "$here/corpus/$name"/*
        [ -e "$1" ] || continue
        if ! SWIFT_BACKTRACE=enable=no "$out/fuzz-$name" "$@" >"$out/$name-seeds.log" 2>&1; then
            status=1
            echo "fuzz-$name fails on a seed (log: $out/$name-seeds.log):"
            grep -E "Fatal error|ERROR: |Running: |SUMMARY" "$out/$name-seeds.log" | tail -n 8
        fi
        echo "  $name: $# seeds replayed"
    done
    exit $status
fi
for name in $TARGETS; do
    mkdir -p "$out/corpus/$name" "$out/artifacts"
    echo "fuzzing $name for $FUZZ_S s"
    # The first corpus folder receives new entries; the repository's seeds are only read. Swift's backtracer is off:
    # it reads memory that AddressSanitizer then reports, burying the finding.
    if ! SWIFT_BACKTRACE=enable=no "$out/fuzz-$name" -max_total_time="$FUZZ_S" -max_len=4096 -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$out/artifacts/$name-" "$out/corpus/$name" "$here/corpus/$name" \
        >"$out/$name.log" 2>&1; then
        status=1
        echo "fuzz-$name found a problem (log: $out/$name.log):"
        grep -E "Fatal error|ERROR: |Test unit written|SUMMARY" "$out/$name.log" | head -n 8
    fi
    grep -E "stat::number_of_executed_units|^Done " "$out/$name.log" | sed "s/^/  $name: /" || true
done
exit $status
