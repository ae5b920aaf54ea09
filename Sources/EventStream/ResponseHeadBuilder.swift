/// Collects the header lines libcurl hands over (one call per line, status line and blank line included) into
/// the final response head.
///
/// Interim `1xx` heads are skipped; lines after the final head (trailers) are ignored. Names are lowercased and
/// repeated fields joined with ", ", as ``HTTPResponsePart/head(status:headers:)`` promises.
struct ResponseHeadBuilder: Sendable {
    private var status: Int?
    private var headers: [String: String] = [:]
    private(set) var isComplete = false

    /// Takes one line (with its CR LF); returns the head once the line that ends the final one arrives.
    mutating func take(_ line: some BidirectionalCollection<UInt8>) -> HTTPResponsePart? {
        guard !isComplete else { return nil }
        // Bytes, not Characters: "\r\n" is a single Character.
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)] == 0x0D || line[line.index(before: end)] == 0x0A {
            end = line.index(before: end)
        }
        let text = Substring(decoding: line[line.startIndex..<end], as: UTF8.self)
        if text.isEmpty {
            guard let status else { return nil }
            if (100..<200).contains(status) {
                self.status = nil
                headers = [:]
                return nil
            }
            isComplete = true
            return .head(status: status, headers: headers)
        }
        if text.hasPrefix("HTTP/") {
            let fields = text.split(separator: " ", maxSplits: 2)
            status = fields.count > 1 ? Int(fields[1]) : nil
            headers = [:]
            return nil
        }
        guard status != nil, let colon = text.firstIndex(of: ":") else { return nil }
        let name = text[..<colon].lowercased()
        let value = text[text.index(after: colon)...].trimmingSpacesAndTabs()
        headers[name] = headers[name].map { "\($0), \(value)" } ?? String(value)
        return nil
    }
}

extension Substring {
    fileprivate func trimmingSpacesAndTabs() -> Substring {
        var slice = self
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return slice
    }
}
