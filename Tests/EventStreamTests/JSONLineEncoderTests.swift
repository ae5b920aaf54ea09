import EventStream
import Foundation
import Testing

@Suite("JSON line encoder")
struct JSONLineEncoderTests {
    @Test func eventLineHasTheExactShape() {
        let line = JSONLineEncoder.line(for: .event(ServerSentEvent(type: "add", data: "x", id: "7")))
        #expect(line == #"{"event":"add","data":"x","id":"7"}"#)
    }

    @Test func retryLineHasTheExactShape() {
        #expect(JSONLineEncoder.line(for: .retry(1500)) == #"{"retry":1500}"#)
    }

    @Test(arguments: [
        ("quote \" backslash \\", #"quote \" backslash \\"#),
        ("line\nfeed\rreturn\ttab", #"line\nfeed\rreturn\ttab"#),
        ("\u{0}\u{1}\u{8}\u{C}\u{1F}", #"\u0000\u0001\b\f\u001f"#),
        ("こんにちは 👋 \u{7F}", "こんにちは 👋 \u{7F}"),
        ("0123456789\"abcdef\"0123456789", #"0123456789\"abcdef\"0123456789"#),
    ])
    func stringsAreEscapedPerRFC8259(_ raw: String, _ escaped: String) {
        #expect(
            JSONLineEncoder.line(for: .event(ServerSentEvent(data: raw))) == #"{"event":"message","data":""# + escaped
                + #"","id":""}"#)
    }

    @Test func everyLineDecodesBackToTheSameEvent() throws {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let scalars = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                [0x0, 0x1F, 0x22, 0x5C, 0x41, 0x7F, 0xE9, 0x3042, 0x1F600][Int.random(in: 0..<9, using: &generator)]
            }
            let data = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
            let line = JSONLineEncoder.line(for: .event(ServerSentEvent(type: "t", data: data, id: data)))
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
            #expect(object == ["event": "t", "data": data, "id": data])
        }
    }

    @Test func linesAccumulateUntilRemoved() {
        var encoder = JSONLineEncoder()
        encoder.encode(.retry(1))
        encoder.encode(.event(ServerSentEvent(data: String(repeating: "z", count: 10_000))))
        let text = encoder.withEncodedBytes { String(decoding: $0, as: UTF8.self) }
        #expect(text.split(separator: "\n").count == 2)
        encoder.removeAll()
        #expect(encoder.count == 0)
    }
}
