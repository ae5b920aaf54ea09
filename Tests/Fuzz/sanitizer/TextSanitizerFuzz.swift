@testable import SafeText

/// The text sanitiser: no control survives (C0 but newline and tab, DEL, C1, bidirectional overrides and
/// isolates, U+2028/U+2029), the output is a fixed point, text without controls passes unchanged, and any split
/// of the scalars gives the same output. `singleLine` keeps no line break, tab or doubled space and stays within
/// its limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextSanitizer(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = inputBytes(start, count)
    let text = String(decoding: bytes, as: UTF8.self)
    let scalars = Array(text.unicodeScalars)
    let output = TextSanitizer.sanitize(text)
    for scalar in output.unicodeScalars {
        require(!isControl(scalar), "U+\(String(scalar.value, radix: 16)) survived in \(Array(output.utf8))")
    }
    require(Array(TextSanitizer.sanitize(output).utf8) == Array(output.utf8), "not idempotent: \(Array(output.utf8))")
    if !scalars.contains(where: isControl) && !scalars.contains(where: { $0 == "\r" || $0.value == 0x1B }) {
        require(Array(output.utf8) == Array(text.utf8), "printable text changed: \(Array(text.utf8))")
    }
    for plan in FuzzSplits.plans(count: scalars.count, seed: bytes) {
        var sanitizer = TextSanitizer()
        let split = FuzzSplits.pieces(scalars, at: plan).map { sanitizer.feed($0) }.joined()
        require(Array(split.utf8) == Array(output.utf8), "cuts \(plan) differ for \(Array(text.utf8))")
    }
    let limit = Int(bytes.first ?? 0) % 40
    let line = TextSanitizer.singleLine(text, limit: limit)
    let cut = line.hasSuffix("…") && line.count == limit + 1
    require(line.count <= limit || cut, "longer than \(limit): \(line.debugDescription)")
    require(!line.contains { $0.isNewline || $0 == "\t" }, "a line break in \(line.debugDescription)")
    require(!line.contains("  ") && line.first != " " && line.last != " ", "spacing in \(line.debugDescription)")
    if !cut {
        require(TextSanitizer.singleLine(line, limit: limit) == line, "singleLine moved \(line.debugDescription)")
    }
    return 0
}

/// What the sanitiser promises never to pass on (newline and tab are kept on purpose).
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
    default: false
    }
}
