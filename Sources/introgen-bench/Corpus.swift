/// Generated SSE corpora for the parser benchmark; deterministic so figures compare across runs.
enum Corpus {
    /// OpenAI-style chat-completion frames of about 150 bytes each.
    static func chatCompletionFrames(totalBytes: Int) -> (bytes: [UInt8], events: Int) {
        let words = ["Hello", " there", "、", "はじめまして", " I'm", " an", " iOS", " engineer", ".", " 🎉"]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(totalBytes + 256)
        var events = 0
        while bytes.count < totalBytes {
            let word = words[events % words.count]
            let frame =
                "data: {\"id\":\"chatcmpl-\(events % 9973)\",\"object\":\"chat.completion.chunk\","
                + "\"model\":\"gpt-4o-mini\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"\(word)\"}}]}\n\n"
            bytes.append(contentsOf: frame.utf8)
            events += 1
        }
        return (bytes, events)
    }

    /// The data of `count` chat-completion frames as the SSE parser hands them on: about 150 bytes each, the
    /// shape OpenAI streams (envelope, one choice with a content delta and a null `finish_reason`).
    static func chatCompletionData(count: Int) -> [String] {
        // As they appear inside the JSON string: one needs unescaping.
        let words = ["Hello", " there", "、", "はじめまして", " I'm", " an", " iOS", " engineer", ".", " 🎉", #" \"quoted\""#]
        return (0..<count).map { index in
            "{\"id\":\"chatcmpl-\(index % 9973)\",\"object\":\"chat.completion.chunk\",\"model\":\"gpt-4o-mini\","
                + "\"choices\":[{\"index\":0,\"delta\":{\"content\":\"\(words[index % words.count])\"},"
                + "\"finish_reason\":null}]}"
        }
    }

    /// Events of 64 KiB each, made of data lines between 16 and 2,048 bytes long.
    static func largeMultiLineEvents(totalBytes: Int) -> (bytes: [UInt8], events: Int) {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789 {}\":,".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(totalBytes + 70_000)
        var events = 0
        var state: UInt32 = 12_345
        while bytes.count < totalBytes {
            bytes.append(contentsOf: "id: \(events)\nevent: chunk\n".utf8)
            var eventBytes = 0
            while eventBytes < 64 * 1024 {
                state = state &* 1_103_515_245 &+ 12_345
                let length = 16 + Int(state >> 16) % 2_033
                bytes.append(contentsOf: "data: ".utf8)
                for index in 0..<length { bytes.append(alphabet[(index &+ Int(state)) % alphabet.count]) }
                bytes.append(0x0A)
                eventBytes += length + 7
            }
            bytes.append(0x0A)
            events += 1
        }
        return (bytes, events)
    }
}
