/// How a text speaks. One value drives both languages, so a text never mixes its levels: formal English has no
/// contractions and formal Japanese is keigo (おります, いたします, ございます); polite English contracts and polite
/// Japanese is です・ます; casual English contracts and relaxes its wording, casual Japanese is plain (だよ, てる, た).
package enum Register: Sendable, Hashable, CaseIterable {
    case formal, polite, casual
}
