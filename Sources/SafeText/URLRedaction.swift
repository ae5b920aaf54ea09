/// URLs as they may be shown: credentials written into a URL (`https://user:secret@host/…`, a proxy's
/// `http://user:password@proxy:3128`) become `***`, in messages, labels and logs alike.
public enum URLRedaction {
    /// `text` with the user-information part of its authority replaced by `***`; text that is not a URL with
    /// credentials comes back unchanged.
    public static func redacting(_ text: String) -> String {
        guard let schemeEnd = text.firstRange(of: "://") else { return text }
        let authorityStart = schemeEnd.upperBound
        let authorityEnd = text[authorityStart...].firstIndex { "/?#".contains($0) } ?? text.endIndex
        guard let at = text[authorityStart..<authorityEnd].lastIndex(of: "@") else { return text }
        return String(text[..<authorityStart]) + "***" + String(text[at...])
    }
}
