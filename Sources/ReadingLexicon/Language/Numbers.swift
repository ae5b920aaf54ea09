/// Small numbers as people type them, "3", "three", 「三」「十二」, and as each language writes them.
package enum Numbers {
    /// The number in digits, an English word (one to twenty) or kanji (「五」「十」「十二」「二十」), up to 60; nil for
    /// anything else.
    package static func value(_ text: some StringProtocol) -> Int? {
        let text = String(text)
        if let value = Int(text), (0...60).contains(value) { return value }
        if let index = englishWords.firstIndex(of: text.lowercased()) { return index }
        return japanese(text)
    }

    /// 「五」「十」「十二」「二十」 → the number; nil for anything else.
    package static func japanese(_ text: some StringProtocol) -> Int? {
        let digits: [Character: Int] = ["一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9]
        guard !text.isEmpty, text.count <= 3 else { return nil }
        let characters = Array(text)
        if let ten = characters.firstIndex(of: "十") {
            let tens = ten == 0 ? 1 : (ten == 1 ? digits[characters[0]] : nil)
            let ones = characters[(ten + 1)...]
            let unit = ones.isEmpty ? 0 : (ones.count == 1 ? digits[ones.first!] : nil)
            guard let tens, let unit else { return nil }
            return tens * 10 + unit
        }
        return characters.count == 1 ? digits[characters[0]] : nil
    }

    /// "two", "twelve"; digits from 21 up, as English writes them.
    package static func english(_ number: Int) -> String {
        englishWords.indices.contains(number) ? englishWords[number] : String(number)
    }

    private static let englishWords = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]
}
