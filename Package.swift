// swift-tools-version: 6.0
import PackageDescription

/// Every target opts into the upcoming features that keep dependencies honest.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "introgen",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "introgen", targets: ["introgen"]),
        .library(name: "EventStream", targets: ["EventStream"]),
        .library(name: "IncrementalJSON", targets: ["IncrementalJSON"]),
        .library(
            name: "IntroductionKit",
            targets: [
                "IntroductionCore", "ReadingLexicon", "ProfileReading", "SentenceRealization", "IntroductionWriting",
                "IntroductionProviders",
                "IntroductionStorage", "IntroductionConfiguration",
            ]
        ),
        .library(name: "IntroTUI", targets: ["IntroTUI", "IntroAccessible"]),
        .library(name: "IntroductionServer", targets: ["IntroductionServer"]),
    ],
    targets: [
        // What may be shown: terminal-safe text from untrusted sources, URLs with their credentials hidden.
        .target(name: "SafeText", swiftSettings: strictSettings),
        // The few String operations of Foundation that FoundationEssentials leaves out (trimming by a set of
        // scalars, case-blind equality), so no product module needs `import Foundation`. No dependencies.
        .target(name: "TextBasics", swiftSettings: strictSettings),
        // The interface's words in the person's language: gettext catalogues chosen by the locale, `tr(…)`.
        // Its catalogues (Resources/locale, linked from the top-level Resources/) are compiled by `make locale`, not
        // built in: gettext reads them from a folder, so the installed binary has them in share/locale.
        .target(
            name: "Localization",
            dependencies: ["CGettext"],
            exclude: ["Resources"],
            swiftSettings: strictSettings
        ),
        // libintl.h, part of glibc, which the Glibc module does not include.
        .systemLibrary(name: "CGettext"),
        // Names for the threads introgen starts, as `top -H` and `perf` show them.
        .target(name: "NamedThreads", dependencies: ["CThreadName"], swiftSettings: strictSettings),
        // pthread_setname_np, a GNU extension the Glibc module does not export.
        .systemLibrary(name: "CThreadName"),
        .target(
            name: "EventStream",
            dependencies: ["Localization", "CCurl", "SafeText", "TextBasics", "NamedThreads"],
            swiftSettings: strictSettings
        ),
        // HTTP, TLS, proxies and compression for every platform. No pkgConfig, like CNcursesw: the headers are
        // on the default include path and the module map links curl itself.
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),
        // JSON fed in any split: events, growing partial values, values at chosen paths. No dependencies.
        .target(name: "IncrementalJSON", swiftSettings: strictSettings),
        .target(
            name: "IntroductionCore",
            dependencies: ["Localization", "IncrementalJSON", "SafeText"],
            swiftSettings: strictSettings
        ),
        // The words the reading knows: scripts, noun phrases, the hand-written bilingual word list, the shorthand table
        // and the EDICT dictionary, with the rules for looking a term up in either direction.
        .target(
            name: "ReadingLexicon",
            dependencies: [
                "IncrementalJSON", "IntroductionCore", "TextBasics", "CEdictData", "CWordNetData", "CMecab",
            ],
            // The EDICT and WordNet files are compiled in by CEdictData and CWordNetData: as Swift array literals
            // (`.embedInCode`) EDICT's 1.5 MB had not compiled after 30 minutes and 5 GB of memory.
            exclude: [
                "Resources/lexicon/lexicon-edict-ja-en.txt", "Resources/lexicon/lexicon-edict-en-ja.txt",
                "Resources/lexicon/lexicon-edict-words.txt", "Resources/lexicon/lexicon-edict-loans.txt",
                "Resources/lexicon/lexicon-wordnet.txt",
            ],
            resources: [
                .embedInCode("Resources/lexicon/lexicon-en-ja.json"),
                .embedInCode("Resources/lexicon/lexicon-shorthand.json"),
            ],
            swiftSettings: strictSettings
        ),
        // Sentences from typed clauses: one realization per language, the verb table and the Japanese paradigm.
        .target(
            name: "SentenceRealization",
            dependencies: ["ReadingLexicon", "TextBasics"],
            swiftSettings: strictSettings
        ),
        // The offline composer's reading: shorthand normalized, each field read by its grammar into typed facts, terms
        // looked up in the lexicon, and what could not be read kept with the reason.
        .target(
            name: "ProfileReading",
            dependencies: ["ReadingLexicon", "IntroductionCore", "TextBasics"],
            swiftSettings: strictSettings
        ),
        // The dictionary generated from EDICT (`make lexicon`), as read-only data the reading binary-searches in place
        // (C23 #embed of ReadingLexicon's Resources/lexicon/lexicon-edict-*.txt). Only ReadingLexicon imports it.
        .target(name: "CEdictData"),
        // The English word classes generated from WordNet (`make lexicon`), compiled in the same way (C23 #embed of
        // ReadingLexicon's Resources/lexicon/lexicon-wordnet.txt), apart because its data is under WordNet's licence.
        .target(name: "CWordNetData"),
        // MeCab for reading Japanese into morphemes with IPADIC, loaded on first use like hiredis. No pkgConfig: the
        // header (libmecab-dev) is on the default include path; only ReadingLexicon imports it.
        .systemLibrary(name: "CMecab", providers: [.apt(["libmecab-dev", "mecab-ipadic-utf8"])]),
        .target(
            name: "IntroductionWriting",
            dependencies: [
                "ProfileReading", "ReadingLexicon", "SentenceRealization", "IncrementalJSON", "IntroductionCore", "SafeText",
                "TextBasics",
            ],
            // Compiled into the code, so an installed binary needs no resource bundle beside it. The samples are
            // examples for people (`--profile`), not something the code reads.
            // Resources/lexicon links to the reading's lexicon and Resources/locale to Localization's catalogues, so the
            // top-level Resources/ shows all the data; ReadingLexicon embeds the lexicon, `make locale` compiles the rest.
            exclude: ["Resources/samples", "Resources/lexicon", "Resources/locale"],
            resources: [
                .embedInCode("Resources/composer"), .embedInCode("Resources/occasions"),
                .embedInCode("Resources/prompts"), .embedInCode("Resources/words"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "IntroductionProviders",
            dependencies: [
                "IntroductionWriting", "IntroductionCore", "IncrementalJSON", "EventStream", "SafeText", "TextBasics",
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "IntroductionStorage",
            dependencies: ["Localization", "IntroductionCore", "SafeText", "TextBasics"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "IntroductionConfiguration",
            dependencies: [
                "Localization", "IntroductionProviders", "IntroductionWriting", "IntroductionStorage",
                "IntroductionCore", "IncrementalJSON", "EventStream", "SafeText", "TextBasics",
            ],
            swiftSettings: strictSettings
        ),
        // No pkgConfig: its cflags (-D_XOPEN_SOURCE=600) are flags SwiftPM refuses with a warning;
        // the module map links ncursesw and tinfo itself.
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        .target(
            name: "IntroTUI",
            dependencies: [
                "Localization", "IntroductionCore", "IntroductionStorage", "SafeText", "TextBasics", "NamedThreads",
                "CNcursesw",
            ],
            swiftSettings: strictSettings
        ),
        // The accessible mode (`--accessible`, TERM=dumb): plain questions and plain lines. It shares the form's fields,
        // the intents and the editor with the screen, never the screen itself.
        .target(
            name: "IntroAccessible",
            dependencies: [
                "Localization", "IntroTUI", "IntroductionCore", "IntroductionStorage", "SafeText", "NamedThreads",
            ],
            swiftSettings: strictSettings
        ),
        // libmicrohttpd for `introgen serve`: HTTP/1.1 parsing, connections and its own polling threads. No pkgConfig,
        // like CCurl: the header is on the default include path and the module map links the library.
        .systemLibrary(name: "CMicroHTTPD", providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]),
        // hiredis for the resume log `introgen serve` shares through Redis. No pkgConfig, like CMicroHTTPD: the header
        // is on the default include path and the library is loaded on first use.
        .systemLibrary(name: "CHiredis", providers: [.apt(["libhiredis-dev"]), .brew(["hiredis"])]),
        // Redis through hiredis: blocking connections for threads of their own, a pipelined command queue that
        // reconnects, stream entries. Knows nothing of introductions.
        .target(name: "RedisClient", dependencies: ["CHiredis", "NamedThreads"], swiftSettings: strictSettings),
        // `introgen serve`: the introduction service over HTTP, a second front end beside the TUI.
        .target(
            name: "IntroductionServer",
            dependencies: [
                "CMicroHTTPD", "RedisClient", "IntroductionConfiguration", "IntroductionProviders", "IntroductionCore",
                "IncrementalJSON", "SafeText", "TextBasics", "NamedThreads",
            ],
            // The service's OpenAPI document, served at GET /openapi.json exactly as committed, and the page GET /
            // serves (HTML, script and style, no build step).
            resources: [.embedInCode("Resources/openapi.json"), .embedInCode("Resources/page")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "introgen",
            dependencies: [
                "EventStream", "IncrementalJSON", "IntroductionCore", "IntroductionWriting", "IntroductionProviders",
                "IntroductionStorage", "IntroductionConfiguration", "IntroductionServer", "IntroTUI", "IntroAccessible",
                "ReadingLexicon", "SafeText", "TextBasics", "NamedThreads", "Localization",
            ],
            // The shell completion scripts, which `introgen completions SHELL` prints and `make install` copies.
            // The functions a run executes, for the linker to place side by side (the Makefile's ORDER_FLAGS).
            exclude: ["link"],
            resources: [.embedInCode("completions")],
            swiftSettings: strictSettings
        ),
        // `make quality`: the quality harness as a report (defect counts, distinct variants, sample texts).
        .executableTarget(
            name: "introgen-quality",
            dependencies: ["IntroductionCore", "ProfileReading", "IntroductionWriting", "IntroductionQuality", "HurriedProfiles"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "introgen-bench",
            dependencies: [
                "EventStream", "IncrementalJSON", "IntroductionCore", "IntroductionWriting", "IntroductionProviders",
                "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TestSupport",
            dependencies: ["EventStream"],
            path: "Tests/TestSupport",
            swiftSettings: strictSettings
        ),
        // The quality harness: the profile table and the writing rules as code, shared by the tests and
        // introgen-quality.
        .target(
            name: "IntroductionQuality",
            dependencies: ["IntroductionCore", "ProfileReading", "ReadingLexicon", "IntroductionWriting"],
            path: "Tests/IntroductionQuality",
            swiftSettings: strictSettings
        ),
        // The generator of hurried profiles (seeded, typed the way people type) and its invariants on every text,
        // behind the tests and `make quality --hurried`.
        .target(
            name: "HurriedProfiles",
            dependencies: [
                "IntroductionCore", "ReadingLexicon", "IntroductionWriting", "IntroductionQuality", "TextBasics",
            ],
            path: "Tests/HurriedProfiles",
            swiftSettings: strictSettings
        ),
        // Fixtures of the introduction layer that several test targets share: sample profiles, a scripted source,
        // failures written as their sentence.
        .target(
            name: "IntroductionTestSupport",
            dependencies: ["IntroductionCore"],
            path: "Tests/IntroductionTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EventStreamTests",
            dependencies: ["EventStream", "SafeText", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LocalizationTests",
            dependencies: ["Localization", "CGettext", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "TextBasicsTests", dependencies: ["TextBasics"], swiftSettings: strictSettings),
        .testTarget(
            name: "IncrementalJSONTests",
            dependencies: ["IncrementalJSON", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "IntroductionCoreTests",
            dependencies: ["IntroductionCore", "IncrementalJSON", "IntroductionTestSupport", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "IntroductionWritingTests",
            dependencies: [
                "ProfileReading", "ReadingLexicon", "IntroductionWriting", "IntroductionCore", "IntroductionQuality",
                "HurriedProfiles", "IntroductionTestSupport", "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        // The reading corpus's loader and judge (issue 46), on a fixture corpus of their own
        // (Tests/ReadingCorpus/fixture): the tuning files are others' to write and the held-out ones nobody's to read.
        .testTarget(
            name: "ReadingCorpusTests",
            dependencies: ["IntroductionQuality", "HurriedProfiles", "IntroductionCore"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SentenceRealizationTests",
            dependencies: ["SentenceRealization", "ReadingLexicon"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ReadingLexiconTests", dependencies: ["ReadingLexicon", "IntroductionCore"],
            swiftSettings: strictSettings
        ),

        .testTarget(
            name: "ProfileReadingTests",
            dependencies: ["ProfileReading", "ReadingLexicon", "IntroductionCore"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "IntroductionProvidersTests",
            dependencies: [
                "IntroductionProviders", "IntroductionWriting", "IntroductionCore", "IncrementalJSON", "EventStream",
                "IntroductionTestSupport", "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "IntroductionStorageTests",
            dependencies: ["IntroductionStorage", "IntroductionCore", "IntroductionTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "IntroductionConfigurationTests",
            dependencies: [
                "IntroductionConfiguration", "IntroductionProviders", "IntroductionWriting", "IntroductionCore",
                "EventStream",
                "IntroductionTestSupport", "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "IntroductionServerTests",
            dependencies: [
                "IntroductionServer", "RedisClient", "IntroductionConfiguration", "IntroductionProviders",
                "IntroductionCore", "EventStream", "IntroductionTestSupport", "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "IntroTUITests",
            dependencies: ["IntroTUI", "IntroductionCore", "IntroductionStorage", "IntroductionTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "IntroAccessibleTests",
            dependencies: [
                "IntroAccessible", "IntroTUI", "IntroductionCore", "IntroductionStorage", "IntroductionTestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "IntrogenTests",
            dependencies: ["TestSupport", "EventStream"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "IntrogenTerminalTests",
            dependencies: ["TestSupport"],
            swiftSettings: strictSettings
        ),
    ]
)
