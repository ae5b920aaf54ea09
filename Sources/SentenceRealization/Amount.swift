import ReadingLexicon

/// How the realization counts a length of time: "8 years", "a year and a half", "about 3 years"; 8年, 1年半, 約3年.
///
/// Six months alone is said as half a year (半年), as the composer says it; a year and six months as a year and a half
/// (1年半). Twelve months or more are counted as years.
extension Amount {
    /// Whole years and the months left over, so 18 months is a year and a half.
    var normalized: (years: Int, months: Int) {
        (years + months / 12, months % 12)
    }

    /// Nothing to say: no years and no months.
    var isEmpty: Bool { years <= 0 && months <= 0 }
}
