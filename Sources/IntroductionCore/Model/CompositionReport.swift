/// What a source says about how it used the profile, beside the text: the parts it left out and whether the
/// profile held enough for the length asked.
///
/// The offline composer sends it once, on the first chunk of a generation, so a screen can mark the form while
/// the text streams; model sources send none. Every front end shows it: the form's marks and the status line, a
/// line per part on stderr for `generate`, `unused` in JSON output and saved files, a section event from `serve`.
public struct CompositionReport: Sendable, Equatable, Hashable {
    /// The parts of the profile the text does not use, in the order of the form.
    public var unused: [UnusedPart]
    /// Set when the profile holds less than the length asked for (the text is as long as its facts allow, never
    /// padded): one sentence saying so, with what would make it longer.
    public var shortfall: String?

    /// A report; by default nothing to say.
    public init(unused: [UnusedPart] = [], shortfall: String? = nil) {
        self.unused = unused
        self.shortfall = shortfall
    }

    /// Whether there is nothing to report.
    public var isEmpty: Bool { unused.isEmpty && shortfall == nil }
}
