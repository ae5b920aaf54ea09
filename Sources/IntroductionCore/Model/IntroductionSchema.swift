package import IncrementalJSON

/// The JSON Schema of an ``Introduction``, in one place for every provider: OpenAI's
/// `response_format: {"type":"json_schema","json_schema":{"name":…,"strict":true,"schema":…}}`, an Anthropic
/// tool's `input_schema`, and the prompt that describes the format to a server that refuses both.
///
/// Written for OpenAI's strict mode, the strictest common subset: every property required, no additional
/// properties, and no length or count keywords (strict mode rejects them), so "three" and "160 characters" are said
/// in the descriptions instead. Properties are in reading order, which is the order models write them in, so the
/// sections fill in top to bottom: keep it when building a request (``JSONValue/text`` does; an encoder that sorts
/// keys would put the bio first).
package enum IntroductionSchema {
    /// The schema's (and the Anthropic tool's) name.
    package static let name = "introduction"

    /// What the object is, for the tool and the schema's description.
    package static let summary =
        "A self-introduction in four parts, written only from the profile, in the requested language and tone."

    /// The schema itself.
    package static let schema: JSONValue = [
        "type": "object",
        "properties": [
            "headline": [
                "type": "string",
                "description": "One line, no line breaks: who the person is, in the introduction's language.",
            ],
            "introduction": [
                "type": "string",
                "description":
                    "The self-introduction itself: first person, in the requested language, tone and length.",
            ],
            "highlights": [
                "type": "array",
                "items": ["type": "string"],
                "description": "Exactly three short items, a few words each, worth remembering about the person.",
            ],
            "bio": [
                "type": "string",
                "description": .string(
                    "A short bio for a profile page, at most \(Introduction.bioLimit) characters; third person is fine."
                ),
            ],
        ],
        "required": ["headline", "introduction", "highlights", "bio"],
        "additionalProperties": false,
    ]
}
