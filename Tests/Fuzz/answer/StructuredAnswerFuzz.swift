@testable import IntroductionCore
@testable import IntroductionProviders

/// The structured-answer reader: the edits (applied in order) and the failure are the same whole and in any split
/// of the answer's scalars. The first byte chooses whether a preamble is allowed; the rest is the answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStructuredAnswer(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = inputBytes(start, count)
    guard let first = bytes.first else { return 0 }
    let allowsPreamble = first & 1 == 1
    let scalars = Array(String(decoding: bytes.dropFirst(), as: UTF8.self).unicodeScalars)
    FuzzSplits.requireSameWhole(scalars, seed: bytes, context: "preamble \(allowsPreamble)") {
        read($0, allowsPreamble: allowsPreamble)
    }
    return 0
}

/// Compared by bytes: `String`'s `==` would call canonically equivalent texts equal.
private struct Outcome: Equatable {
    var headline: [UInt8]?
    var introduction: [UInt8]?
    var highlights: [[UInt8]]?
    var bio: [UInt8]?
    var failure: SourceError?

    init(_ partial: PartialIntroduction, failure: SourceError?) {
        headline = partial.headline.map { Array($0.utf8) }
        introduction = partial.introduction.map { Array($0.utf8) }
        highlights = partial.highlights.map { $0.map { Array($0.utf8) } }
        bio = partial.bio.map { Array($0.utf8) }
        self.failure = failure
    }
}

private func read(_ pieces: [ArraySlice<Unicode.Scalar>], allowsPreamble: Bool) -> Outcome {
    var reader = StructuredAnswerReader(allowsPreamble: allowsPreamble)
    var partial = PartialIntroduction()
    for piece in pieces {
        let reading = reader.read(String(String.UnicodeScalarView(piece)))
        for edit in reading.edits {
            let before = partial
            partial.apply(edit)
            require(before.isPrefix(of: partial), "an edit took text back: \(edit)")
        }
        if let failure = reading.failure { return Outcome(partial, failure: failure) }
    }
    for edit in reader.finish() { partial.apply(edit) }
    return Outcome(partial, failure: nil)
}
