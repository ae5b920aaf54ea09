/// What the incremental reader saw, in document order: the structure opening and closing, keys, and values.
///
/// A string value arrives as `stringStart`, then its decoded text in pieces (`stringText`, never empty, one per
/// feed at most, never splitting a character's UTF-8 or a surrogate pair), then `stringEnd`; keys arrive whole.
/// Numbers arrive once the character after them shows they are complete.
package enum JSONEvent: Sendable, Equatable {
    case objectStart
    case objectEnd
    case arrayStart
    case arrayEnd
    /// An object member's key, complete; its value's events follow.
    case key(String)
    case stringStart
    case stringText(String)
    case stringEnd
    case number(JSONNumber)
    case bool(Bool)
    case null
}

/// Receives the reader's events as they are read.
package protocol JSONEventSink {
    /// Handles one event; a thrown error stops that feed and reaches the caller of ``JSONReader/read(_:into:)``.
    mutating func receive(_ event: JSONEvent) throws
}
