import IncrementalJSON
import IntroductionCore
import IntroductionWriting

/// The shapes of structured output an OpenAI-compatible server may take, in the order they are tried.
///
/// OpenAI, Ollama (0.5 and later), vLLM and LM Studio take the nested `json_schema` shape; llama-cpp-python's server
/// refuses it (HTTP 500, "Input should be 'text' or 'json_object'") but takes `json_object` with the schema beside
/// the type and constrains the output to it; LM Studio refuses `json_object` (HTTP 400). A server that takes
/// neither gets the schema described in the prompt only. Each refusal moves one step down (``SchemaSupport``).
enum ResponseFormat: Int, Sendable, Comparable, CaseIterable {
    /// `{"type":"json_schema","json_schema":{"name","strict","schema"}}`.
    case jsonSchema
    /// `{"type":"json_object","schema":{…}}`.
    case jsonObject
    /// No `response_format`: the prompt describes the object and its schema.
    case described

    static func < (lhs: ResponseFormat, rhs: ResponseFormat) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The shape to try after this one was refused; nil after the last.
    var next: ResponseFormat? { ResponseFormat(rawValue: rawValue + 1) }

    /// How the prompt asks for the answer: the nested shape is enforced as the schema says; with `json_object` the
    /// prompt spells the schema out too, as servers that take the type but ignore `schema` need it.
    var answer: PromptBuilder.Answer {
        self == .jsonSchema ? .schemaEnforced : .schemaDescribed
    }

    /// The request body's `response_format`, nil when the schema travels in the prompt only.
    var member: JSONValue? {
        switch self {
        case .jsonSchema:
            [
                "type": "json_schema",
                "json_schema": [
                    "name": .string(IntroductionSchema.name), "strict": true, "schema": IntroductionSchema.schema,
                ],
            ]
        case .jsonObject:
            ["type": "json_object", "schema": IntroductionSchema.schema]
        case .described:
            nil
        }
    }
}
