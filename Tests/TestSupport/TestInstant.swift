/// A point on a test clock's time line: an offset from the clock's start, which is zero.
public struct TestInstant: InstantProtocol, Sendable {
    public var offset: Duration

    public init(offset: Duration) { self.offset = offset }
    public func advanced(by duration: Duration) -> TestInstant { TestInstant(offset: offset + duration) }
    public func duration(to other: TestInstant) -> Duration { other.offset - offset }
    public static func < (lhs: TestInstant, rhs: TestInstant) -> Bool { lhs.offset < rhs.offset }
}
