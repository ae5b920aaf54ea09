extension StringProtocol {
    /// Whether the two texts are equal when case is ignored, as HTTP header names are compared: what
    /// `caseInsensitiveCompare(_:) == .orderedSame` said, without Foundation.
    ///
    /// Upper case then lower case approximates Unicode case folding ("Straße" equals "STRASSE"), which lowercasing
    /// alone would not.
    public func equalsIgnoringCase(_ other: some StringProtocol) -> Bool {
        uppercased().lowercased() == other.uppercased().lowercased()
    }
}
