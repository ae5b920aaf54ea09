public import IntroductionCore

extension GenerationOptions {
    /// The language the offline composer writes these options in, for the tests that know its two languages (every
    /// request they make is in one of them).
    public var written: ComposerLanguage { language.composerLanguage ?? .en }
}
