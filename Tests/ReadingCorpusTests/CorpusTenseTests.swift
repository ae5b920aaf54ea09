import IntroductionQuality
import Testing

/// The wrong-tense detector finds a time up to now on a present verb, and nothing in English that is right (its
/// promise is no false positives: a text a person could send is never flagged).
@Suite("Corpus tense")
struct CorpusTenseTests {
    @Test(arguments: [
        "I work at Acme since 2021.",
        "I am practicing since 2019.",
        "I'm roofing since 2010.",
        "I’m roofing since 2010.",
        "I work as a nurse for 12 years.",
        "I teach biology at Lincoln High since 2013.",
        "She works at Fernbank Health since 2020.",
        "Priya works at Fernbank Health since 2020.",
        "I live in Denver since 2016.",
        "I'm in Tokyo since 2019.",
        "I am a nurse since 2015.",
        "Since 2019, I work at Acme.",
        "I work at Acme, a startup in Kyoto, since 2021.",
        "I'm coding since I was 12.",
        "I play the piano since age 6.",
        "I am a teacher for over 10 years.",
        "I moved to Osaka in 2020 and work at Kintone since 2021.",
        "I'm working in customer success for 5 years.",
        "We run the shop since 1998.",
        "I also volunteer at the food bank since 2018.",
        "I currently lead a team of 9 since early 2022.",
        "I’m doing this for more than 20 years now.",
        "He teaches 9th grade biology for 12 years.",
        "I work in product (since 2020).",
        "For 5 years, I work as a barista.",
        "I am crocheting since 2016, Etsy shop since 2020.",
        "I'm a designer since the age of 20.",
        "Since April 2021, I'm leading the data team.",
        "Jordan is a teacher who works in Tacoma since mid-2019.",
        "I work freelance since 2022.",
    ])
    func aPresentWithATimeUpToNowIsFound(sentence: String) {
        #expect(CorpusTense.isMisused(sentence), "\(sentence)")
        #expect(CorpusTense.misusedPresent(in: "Hi all! \(sentence) Nice to meet you.") == [sentence])
    }

    @Test(arguments: [
        "I've worked at Acme since 2021.",
        "I have been practicing since 2019.",
        "I have been a nurse for 12 years.",
        "Ever since I was a kid, I've loved drawing.",
        "I love drawing ever since.",
        "Since I was 17, I've been fixing roofs.",
        "I worked at Deloitte for 4 years.",
        "I was a barista for 3 years before switching to design.",
        "I've lived in Denver since 2016 and love it.",
        "She has taught biology since 2013.",
        "She's taught biology since 2013.",
        "I moved to Osaka in 2020.",
        "Since I work remotely, I can travel a lot.",
        "I work at Acme and have been there since 2021.",
        "It's been 5 years since I started.",
        "I'm a nurse with 12 years of experience.",
        "I taught for 10 years in Osaka.",
        "I'm looking for 2 new teammates.",
        "I've been in Tokyo since early 2020.",
        "I had worked there since 2010 before I left.",
        "My team has grown since 2019.",
        "I'll be here for 2 years.",
        "I've been coding since the age of 12.",
        "I've been doing this for over 20 years now.",
        "I am grateful for 5 years of support from this community.",
        "Thanks for 10 years of friendship.",
        "I'm proud to have worked here since 2019.",
        "I'm moving to Osaka for two years.",
        "I want to stay in Kyoto for 5 years.",
        "I've been a designer and illustrator since 2015.",
        "I spent 5 years at a coffee chain.",
        "Proud member of Kat's team since 2022.",
        "I'm going to teach in Sendai for 3 years.",
        "I've done research and design since 2019.",
        "Retired firefighter, 31 years with the FDNY.",
        "I have a 2019 Subaru and a dog.",
        "Since 2019 I have worked at Acme.",
    ])
    func rightEnglishIsNotFlagged(sentence: String) {
        #expect(!CorpusTense.isMisused(sentence), "\(sentence)")
    }

    @Test func wordsSplitContractionsAndMarkClauseEdges() {
        #expect(
            CorpusTense.tokens("I'm here, since mid-2020 — don't ask") == [
                "i", "'m", "here", ",", "since", "mid-2020", ",", "do", "n't", "ask",
            ])
    }
}
