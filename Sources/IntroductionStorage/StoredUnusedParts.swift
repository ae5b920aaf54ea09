import IntroductionCore

/// The parts of a profile a text does not use, as introgen's files keep them (the kept versions and the saved
/// introductions' metadata): `"unused": [{"field":"notes","text":"…","reason":"not_sayable_in_english"}]`.
///
/// `field` is the profile's key, `text` the part exactly as typed, `reason` the stable code of
/// ``UnusedPart/Reason`` (not the phrase, which a later release may word differently). Written only when there is
/// a part, so files of texts that left nothing out are byte for byte what they were. Read leniently: a part whose
/// field or reason this release does not know (written by a later one) is left out, and a value that is not a list
/// of parts at all counts as none; neither makes the file unreadable.
struct StoredUnusedParts: Codable, Equatable, Sendable {
    struct Part: Codable, Equatable, Sendable {
        var field: String
        var text: String
        var reason: String

        init(_ part: UnusedPart) {
            field = part.field.rawValue
            text = part.text
            reason = part.reason.rawValue
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            field = (try? container.decodeIfPresent(String.self, forKey: .field)) ?? ""
            text = (try? container.decodeIfPresent(String.self, forKey: .text)) ?? ""
            reason = (try? container.decodeIfPresent(String.self, forKey: .reason)) ?? ""
        }

        /// The part, or nil when its field or reason is not one this release knows.
        var value: UnusedPart? {
            guard let field = ProfileField(rawValue: field), let reason = UnusedPart.Reason(rawValue: reason) else {
                return nil
            }
            return UnusedPart(field: field, text: text, reason: reason)
        }
    }

    var parts: [Part]

    /// The parts of `report` worth writing; nil when there are none (the key is then left out).
    init?(_ report: CompositionReport?) {
        guard let report, !report.unused.isEmpty else { return nil }
        parts = report.unused.map(Part.init)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        parts = (try? container.decode([Lenient].self))?.compactMap(\.part) ?? []
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(parts)
    }

    /// The report a file holds: these parts (nil when absent) and the shortfall sentence; nil when it holds neither.
    static func report(_ stored: StoredUnusedParts?, shortfall: String?) -> CompositionReport? {
        let unused = stored?.parts.compactMap(\.value) ?? []
        guard !unused.isEmpty || shortfall != nil else { return nil }
        return CompositionReport(unused: unused, shortfall: shortfall)
    }

    /// One element of the list, whatever it holds: something that is not an object is skipped, not a failure.
    private struct Lenient: Decodable {
        var part: Part?

        init(from decoder: any Decoder) throws {
            part = try? Part(from: decoder)
        }
    }
}
