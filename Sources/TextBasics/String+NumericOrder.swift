extension StringProtocol {
    /// Whether the text sorts before `other` when runs of ASCII digits compare as numbers ("note-2" before
    /// "note-10"), as `compare(_:options: .numeric) == .orderedAscending` said, without Foundation. Between digit runs
    /// characters compare as Swift compares strings; equal numbers written with different leading zeros are equal.
    public func numericallyPrecedes(_ other: some StringProtocol) -> Bool {
        var left = self[...].makeIterator()
        var right = other[...].makeIterator()
        var (a, b) = (left.next(), right.next())
        while let l = a, let r = b {
            if l.isASCIIDigit && r.isASCIIDigit {
                var (leftDigits, rightDigits) = ("", "")
                while let c = a, c.isASCIIDigit {
                    leftDigits.append(c)
                    a = left.next()
                }
                while let c = b, c.isASCIIDigit {
                    rightDigits.append(c)
                    b = right.next()
                }
                let (x, y) = (leftDigits.drop { $0 == "0" }, rightDigits.drop { $0 == "0" })
                if x.count != y.count { return x.count < y.count }
                if x != y { return x < y }
                continue
            }
            if l != r { return String(l) < String(r) }
            (a, b) = (left.next(), right.next())
        }
        return a == nil && b != nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
