import Testing

@testable import Localization

@Suite struct FormatSubstitutionTests {
    @Test(
        arguments: [
            ("plain", [], "plain"),
            ("%s of %s", ["2", "4"], "2 of 4"),
            ("%2$s は %1$s", ["a", "b"], "b は a"),
            ("100%% %s", ["done"], "100% done"),
            ("%s and %s", ["only"], "only and %s"),
            ("%d stays", ["x"], "%d stays"),
            ("trailing %", [], "trailing %"),
            ("%3$s", ["a", "b"], "%3$s"),
            ("%1$s%1$s", ["ab"], "abab"),
            ("名前: %s。", ["エイダ"], "名前: エイダ。"),
            ("%s", ["%1$s %%"], "%1$s %%"),
        ] as [(String, [String], String)])
    func substitutesStringPlaceholders(format: String, values: [String], expected: String) {
        #expect(FormatSubstitution.fill(format, with: values) == expected)
    }

    @Test func theFormatOverloadDescribesItsValues() {
        #expect(tr("%s of %s versions", 2, 4) == "2 of 4 versions")
    }
}
