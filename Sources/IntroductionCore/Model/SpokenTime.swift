/// How long a text takes to say aloud, for the occasions that are spoken (a meetup, an interview's opening).
///
/// People speak about 150 English words a minute, and about 300 Japanese characters (the figure Japanese guides to
/// the one-minute 面接の自己紹介 use); spaces and punctuation are not counted as characters.
public enum SpokenTime {
    /// The estimate for `text` in `language`, in whole seconds.
    public static func seconds(_ text: String, language: GenerationOptions.Language) -> Int {
        switch language {
        case .en:
            let words = text.split(whereSeparator: \.isWhitespace).count
            return (words * 60 + 75) / 150
        case .ja:
            let characters = text.unicodeScalars.filter { !$0.properties.isWhitespace && !isPunctuation($0) }.count
            return (characters * 60 + 150) / 300
        }
    }

    /// "≈ 55 s spoken", "≈ 1 min 40 s spoken": rounded to 5 seconds, since it is an estimate.
    public static func phrase(seconds: Int) -> String {
        let rounded = max(5, (seconds + 2) / 5 * 5)
        guard rounded >= 60 else { return "≈ \(rounded) s spoken" }
        let minutes = rounded / 60
        let rest = rounded % 60
        return rest == 0 ? "≈ \(minutes) min spoken" : "≈ \(minutes) min \(rest) s spoken"
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            true
        default: false
        }
    }
}
