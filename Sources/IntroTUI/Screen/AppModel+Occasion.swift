import IntroductionCore
import Localization

extension AppModel {
    /// What the form's For row says of an occasion, in the interface's language. ``GenerationOptions/Occasion/summary``
    /// stays English: `--help`, the man page and the completions print it.
    static func shownSummary(_ occasion: GenerationOptions.Occasion) -> String {
        switch occasion {
        case .meetup: tr("said at a meetup or event (the default)")
        case .team: tr("a post introducing you to a new team")
        case .interview: tr("the spoken opening of a job interview (about 30 s, 1 min, 2 min)")
        case .linkedin: tr("a LinkedIn About section and headline (headline ≤ 220, About ≤ 2,600 characters)")
        case .speaker: tr("a speaker bio for a conference programme, third person (≤ 100 words)")
        case .x: tr("a social profile bio (≤ 160 characters, no greeting)")
        case .github: tr("a GitHub profile README in Markdown")
        }
    }
}
