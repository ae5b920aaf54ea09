/// Where the shown version stands among the kept ones, for the status line's `2/4`.
public struct VersionPosition: Sendable, Equatable {
    /// 1 for the oldest kept version.
    public var number: Int
    /// How many versions there are.
    public var count: Int

    /// A position; `number` is 1-based.
    public init(number: Int, count: Int) {
        self.number = number
        self.count = count
    }
}
