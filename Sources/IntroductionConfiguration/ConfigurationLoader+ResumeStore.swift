import FoundationEssentials
import IntroductionCore

extension ConfigurationLoader {
    /// The resume store `introgen serve` shares its generations through: `--resume-store` over the config file's
    /// `resume_store`, with its password from `--resume-store-password-file`, else `REDIS_PASSWORD`, else the
    /// config file's `resume_store_password_file` (flags > environment > file); nil when none is given.
    ///
    /// - Throws: `SourceError` (`.invalidConfiguration`) naming the flag or key at fault: a URL that is not
    ///   `redis://HOST[:PORT][/DB]` or that holds a password, a password file that cannot be read, is readable by
    ///   others or holds no password, and a password file without a store.
    func resumeStore(_ overrides: ServeOverrides, section: ServeFileSection, fileURL: URL) throws
        -> ResumeStoreSettings?
    {
        let fileName = "serve in \(fileURL.path)"
        let address =
            overrides.resumeStore.map { ($0, "--resume-store") }
            ?? section.resumeStore.map { ($0, "resume_store in \(fileName)") }
        guard let (text, origin) = address else {
            if overrides.resumeStorePasswordFile != nil {
                throw SourceError.invalidConfiguration(
                    "--resume-store-password-file is the password of a resume store: give --resume-store too.")
            }
            return nil
        }
        var store: ResumeStoreSettings
        switch ResumeStoreSettings.parse(text) {
        case .success(let parsed):
            store = parsed
        case .failure(.credentials):
            // Not repeated: the text holds the password.
            throw SourceError.invalidConfiguration(
                "\(origin) holds a password: \(ResumeStoreSettings.URLProblem.credentials.advice).")
        case .failure(let problem):
            throw SourceError.invalidConfiguration(
                "\(origin) is \"\(SourceError.printable(text, limit: 80))\": \(problem.advice).")
        }
        if let path = overrides.resumeStorePasswordFile {
            store.password = try Self.password(in: path, origin: "--resume-store-password-file")
            store.passwordOrigin = path
        } else if let password = environment["REDIS_PASSWORD"], !password.isEmpty {
            store.password = password
            store.passwordOrigin = "REDIS_PASSWORD"
        } else if let path = section.resumeStorePasswordFile {
            var resolved = path
            if resolved.hasPrefix("~/"), let home = environment["HOME"] { resolved = home + resolved.dropFirst() }
            if !resolved.hasPrefix("/") {
                resolved = fileURL.deletingLastPathComponent().appendingPathComponent(resolved).path
            }
            store.password = try Self.password(in: resolved, origin: "resume_store_password_file in \(fileName)")
            store.passwordOrigin = resolved
        }
        return store
    }

    /// The password a file holds: its first line, any characters but control characters.
    private static func password(in path: String, origin: String) throws -> String {
        let bytes = try privateLine(in: path, origin: origin, holding: "password")
        let text = String(decoding: bytes, as: UTF8.self)
        guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw SourceError.invalidConfiguration("The password file \(path) must hold the password on one line.")
        }
        return text
    }
}
