import Localization

/// How long a text takes to say aloud, for the occasions that are spoken (a meetup, an interview's opening).
///
/// People speak about 150 English words a minute, and about 300 Japanese characters (the figure Japanese guides to
/// the one-minute 面接の自己紹介 use); spaces and punctuation are not counted as characters. Other languages are
/// measured the way they are read (``GenerationOptions/Language/lengthUnit``) at their own rough pace.
public enum SpokenTime {
    /// The estimate for `text` in `language`, in whole seconds. Read scalar by scalar, asking Unicode's properties
    /// only of the non-ASCII ones: a long model text is measured at the end of every generation.
    public static func seconds(_ text: String, language: GenerationOptions.Language) -> Int {
        let rate = perMinute(language)
        switch language.lengthUnit {
        case .words:
            return (words(in: text) * 60 + rate / 2) / rate
        case .characters:
            var characters = 0
            for scalar in text.unicodeScalars where !isSpace(scalar) && !isPunctuation(scalar) && !isMark(scalar) {
                characters += 1
            }
            return (characters * 60 + rate / 2) / rate
        }
    }

    /// How many words (or characters, for a language counted in them) a minute of unhurried speech holds: 150 English
    /// words, 300 Japanese characters, and each listed language's own figure; 150 words or 300 characters for the rest.
    public static func perMinute(_ language: GenerationOptions.Language) -> Int {
        LanguageNames.spokenPerMinute[language.primary] ?? (language.lengthUnit == .words ? 150 : 300)
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

    /// Thai's vowel and tone marks are scalars of their own but not characters a reader counts.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
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
