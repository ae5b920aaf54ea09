extension String {
    /// How many edits turn this text into `other`, in characters: an insertion, a deletion, a substitution, or two
    /// neighbours swapped ("lenght" → "length" is one edit, as a typist makes it).
    ///
    /// The optimal-string-alignment form of the Damerau–Levenshtein distance (no part is edited twice), which is all
    /// "did you mean" needs. Two rows of the table plus the one before, so the cost is the product of the lengths in
    /// time and their sum in memory.
    public func editDistance(to other: String) -> Int {
        let source = Array(self)
        let target = Array(other)
        if source.isEmpty || target.isEmpty { return max(source.count, target.count) }
        var beforePrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            current[0] = i
            for j in 1...target.count {
                let substitution = previous[j - 1] + (source[i - 1] == target[j - 1] ? 0 : 1)
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[target.count]
    }

    /// The one of `candidates` this text was most likely meant to be, for "did you mean …?"; nil when none is close,
    /// since a far-fetched guess misleads more than none.
    ///
    /// The start of exactly one candidate counts ("lan" → "lang"), as shells complete it. Otherwise the nearest by
    /// ``editDistance(to:)``, within reach: at most 2 edits and at most a third of this text's length (1 for a short
    /// one), so "nam" finds "name" while "xyz" finds nothing among short words; a tie goes to the alphabetically
    /// first, so the answer never depends on the order of a set.
    public func nearest(among candidates: some Sequence<String>) -> String? {
        let sorted = candidates.sorted()
        let extending = sorted.filter { $0.hasPrefix(self) && $0 != self }
        if !isEmpty, extending.count == 1 { return extending[0] }
        let reach = Swift.max(1, Swift.min(2, count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in sorted {
            let distance = editDistance(to: candidate)
            if distance <= reach, distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
