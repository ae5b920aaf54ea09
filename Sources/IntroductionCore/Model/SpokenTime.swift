import Localization

/// How long a text takes to say aloud, for the occasions that are spoken (a meetup, an interview's opening).
///
/// People speak about 150 English words a minute, and about 300 Japanese characters (the figure Japanese guides to
/// the one-minute 面接の自己紹介 use); spaces and punctuation are not counted as characters.
public enum SpokenTime {
    /// The estimate for `text` in `language`, in whole seconds. Read scalar by scalar, asking Unicode's properties
    /// only of the non-ASCII ones: a long model text is measured at the end of every generation.
    public static func seconds(_ text: String, language: GenerationOptions.Language) -> Int {
        switch language {
        case .en:
            return (words(in: text) * 60 + 75) / 150
        case .ja:
            var characters = 0
            for scalar in text.unicodeScalars where !isSpace(scalar) && !isPunctuation(scalar) { characters += 1 }
            return (characters * 60 + 150) / 300
        }
    }

    /// Runs of scalars between white space.
    static func words(in text: String) -> Int {
        var count = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            let space = isSpace(scalar)
            if !space, !inWord { count += 1 }
            inWord = !space
        }
        return count
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }

    /// "≈ 55 s spoken", "≈ 1 min 40 s spoken": rounded to 5 seconds, since it is an estimate.
    public static func phrase(seconds: Int) -> String {
        let rounded = max(5, (seconds + 2) / 5 * 5)
        guard rounded >= 60 else { return tr("≈ %s s spoken", rounded) }
        let minutes = rounded / 60
        let rest = rounded % 60
        return rest == 0 ? tr("≈ %s min spoken", minutes) : tr("≈ %1$s min %2$s s spoken", minutes, rest)
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value) || (0x5B...0x60).contains(value)
                || (0x7B...0x7E).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return true
        default: return false
        }
    }
}
