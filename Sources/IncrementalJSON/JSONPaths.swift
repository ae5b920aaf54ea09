/// A few paths into a JSON document, compiled once into a tree, for picking values out of complete frames fast.
///
/// `scan` reads the whole document strictly (the same grammar, escapes and UTF-8 repair as ``JSONReader``) but
/// builds only the values at these paths: everything else is checked and skipped without making a string or an
/// array. A chat-completion frame wants `choices[0].delta.content` out of some 150 bytes, and building its whole
/// tree (or decoding it with `JSONDecoder`) costs several times the scan.
///
/// A path that ends inside another (`error` and `error.message`) is delivered whole at the shorter one only.
package struct JSONPaths: Sendable {
    /// One step down: a member of an object, or an element of an array.
    package enum Step: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        case key(String)
        case index(Int)

        package init(stringLiteral value: String) {
            self = .key(value)
        }

        package init(integerLiteral value: Int) {
            self = .index(value)
        }
    }

    /// A node of the path tree: where to go from here, and which path (if any) ends here.
    struct Node: Sendable {
        var keys: [[UInt8]] = []
        var keyTargets: [Int] = []
        var indexes: [Int] = []
        var indexTargets: [Int] = []
        var path: Int?
        /// The path to this node in words (`choices[0].delta`), for shape errors.
        var name: String
    }

    private(set) var nodes: [Node] = [Node(name: "the document")]

    /// The paths, numbered in this order for ``scan(_:maxDepth:found:)``; an empty path is the whole document.
    package init(_ paths: [[Step]]) {
        for (number, path) in paths.enumerated() {
            var node = 0
            var name = ""
            for step in path {
                switch step {
                case .key(let key):
                    name += name.isEmpty ? key : ".\(key)"
                    let bytes = Array(key.utf8)
                    if let found = nodes[node].keys.firstIndex(of: bytes) {
                        node = nodes[node].keyTargets[found]
                    } else {
                        nodes.append(Node(name: name))
                        nodes[node].keys.append(bytes)
                        nodes[node].keyTargets.append(nodes.count - 1)
                        node = nodes.count - 1
                    }
                case .index(let index):
                    name += "[\(index)]"
                    if let found = nodes[node].indexes.firstIndex(of: index) {
                        node = nodes[node].indexTargets[found]
                    } else {
                        nodes.append(Node(name: name))
                        nodes[node].indexes.append(index)
                        nodes[node].indexTargets.append(nodes.count - 1)
                        node = nodes.count - 1
                    }
                }
            }
            if nodes[node].path == nil { nodes[node].path = number }
        }
    }

    /// The node a member named `key` (its bytes, escapes already decoded) leads to from `node`, or nil. Lengths are
    /// compared first: most keys of a frame are on no path, and most differ in length from every key that is.
    func child(of node: Int, key: UnsafeRawBufferPointer) -> Int? {
        let keys = nodes[node].keys
        for index in keys.indices where keys[index].count == key.count {
            if keys[index].withUnsafeBytes({ $0.elementsEqual(key) }) { return nodes[node].keyTargets[index] }
        }
        return nil
    }

    /// Reads `bytes` as one complete JSON document (strict mode) and hands each value found at one of the paths
    /// to `found` with the path's number, in document order (a key written twice is found twice).
    ///
    /// - Throws: `JSONReaderError` for malformed input, for nesting deeper than `maxDepth`, and when a value on
    ///   the way down a path is neither the container the path needs nor `null` (`wrongShape`); or what `found`
    ///   throws.
    package func scan(
        _ bytes: UnsafeRawBufferPointer, maxDepth: Int = 64, found: (Int, JSONValue) throws -> Void
    ) throws {
        var scanner = JSONScanner(bytes: bytes, paths: self, maxDepth: maxDepth)
        try scanner.document(found: found)
    }

    /// ``scan(_:maxDepth:found:)`` over a string's UTF-8, in place when the string is stored contiguously.
    package func scan(_ text: String, maxDepth: Int = 64, found: (Int, JSONValue) throws -> Void) throws {
        let scanned: Void? = try text.utf8.withContiguousStorageIfAvailable { buffer in
            try scan(UnsafeRawBufferPointer(buffer), maxDepth: maxDepth, found: found)
        }
        if scanned == nil {
            try Array(text.utf8).withUnsafeBytes { try scan($0, maxDepth: maxDepth, found: found) }
        }
    }
}
