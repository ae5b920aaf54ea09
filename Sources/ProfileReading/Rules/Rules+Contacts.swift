import IntroductionCore
import ReadingLexicon

/// Contacts: a URL, an e-mail address or a handle, with what it is when the person says so ("portfolio:
/// marcob.design", "GitHub: @ada", "reach me at nadia@talentbridge.io", 「ポートフォリオ：…」).
extension Rules {
    static let contacts: [Rule] = [
        Rule(
            "contact", .contacts, priority: 1, pattern: [.token { [.url, .email, .handle].contains($0.kind) }],
            examples: [
                Example(.notes, "marcob.design", "contact: marcob.design | contact=url marcob.design"),
                Example(.notes, "nadia@talentbridge.io", "contact: nadia@talentbridge.io | contact=email nadia@talentbridge.io"),
            ]
        ) { match in
            let token = match.token(0)!
            let kind: Contact.Kind = token.kind == .url ? .url : token.kind == .email ? .email : .handle
            // "tile setter @Atlassian" in a role: "@" before a name is "at", not a handle.
            if kind == .handle, match.field == .role || match.field == .experience, match.before?.kind == .word {
                return nil
            }
            return fact(.contact, match) { $0.contact = Contact(kind: kind, address: token.text) }
        },
        Rule(
            "labelled contact", .contacts, priority: 2,
            pattern: [.optional(.word("my")), .facts(.phrase), .either([.word(":", "-", "at", "is", "→", "—", "は", "：", "="), .separator("-", "—", "→")]),
                .optional(.word("at", "is")), .facts(.contact)],
            examples: [Example(.notes, "portfolio: marcob.design", "contact: portfolio: marcob.design | contact=url marcob.design | label=portfolio")]
        ) { match in
            guard var contact = match.fact(4)?.slots.contact, let label = match.fact(1)?.slots.phrase,
                label.text.split(separator: " ").count <= 3, !label.classes.contains(.person)
            else { return nil }
            contact.label = label
            return fact(.contact, match) { $0.contact = contact }
        },
        Rule(
            "reach me at", .contacts, priority: 2,
            pattern: [.optional(.word("you", "u")), .optional(.word("can")),
                .word("reach", "find", "contact", "email", "dm", "message", "ping", "follow", "see", "check", "visit", "hmu", "get"),
                .optional(.word("me", "out", "in")), .optional(.word("touch", "my", "at", "on", "via", "out")),
                .optional(.word("work", "stuff", "at", "on", "via")), .facts(.contact)],
            examples: [Example(.notes, "Reach me at nadia@talentbridge.io", "contact: Reach me at nadia@talentbridge.io | contact=email nadia@talentbridge.io")]
        ) { match in
            var fact = match.fact(6)!
            fact.range = match.range
            return fact
        },
        Rule(
            "open messages", .contacts, priority: 1,
            pattern: [.word("dms", "dm", "messages", "inbox"), .word("open", "are", "always"), .optional(.word("open"))],
            examples: [Example(.notes, "DMs open", "aside: DMs open")]
        ) { match in
            Fact(.aside, match.range, Slots(), rule: "")
        },
    ]
}
