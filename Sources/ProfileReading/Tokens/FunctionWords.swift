/// The closed classes of English: determiners, prepositions, pronouns, conjunctions, auxiliaries, and the few words of
/// greeting and time a profile uses. WordNet holds only nouns, verbs, adjectives and adverbs, so these are listed here;
/// a closed class does not grow, which is why a hand list is the right tool for it.
enum FunctionWords {
    static let determiners: Set<String> = [
        "a", "an", "the", "my", "our", "your", "his", "her", "their", "its", "this", "that", "these", "those", "some",
        "any", "every", "each", "no", "all", "both", "another", "other", "many", "few", "several", "much", "more", "most",
    ]
    static let prepositions: Set<String> = [
        "at", "in", "on", "for", "with", "without", "from", "to", "of", "by", "about", "as", "into", "onto", "over",
        "under", "since", "until", "till", "after", "before", "during", "between", "through", "across", "around",
        "near", "via", "per", "within", "outside", "inside", "toward", "towards", "like", "than", "upon", "among",
        "behind", "beyond", "throughout", "@",
    ]
    static let pronouns: Set<String> = [
        "i", "me", "myself", "you", "we", "us", "he", "him", "she", "they", "them", "it", "i'm", "i've", "i'd", "i'll",
        "im", "ive", "we're", "we've", "it's", "mine", "yours", "ours", "someone", "anyone", "everyone", "everybody",
        "something", "anything", "everything", "nothing", "one", "who", "what", "which", "where", "when", "whom",
        "whose", "y'all", "yall", "folks", "everyone!",
    ]
    static let conjunctions: Set<String> = [
        "and", "or", "but", "so", "then", "also", "plus", "because", "though", "although", "while", "whereas", "nor",
        "yet", "if", "unless", "whether", "n", "'n'", "n'", "turned", "x",
    ]
    static let auxiliaries: Set<String> = [
        "am", "is", "are", "was", "were", "be", "been", "being", "have", "has", "had", "having", "do", "does", "did",
        "will", "would", "shall", "should", "can", "could", "may", "might", "must", "'m", "'s", "'re", "'ve", "'ll",
        "'d", "don't", "doesn't", "didn't", "won't", "can't", "isn't", "aren't", "wasn't", "haven't", "not", "gonna",
        "wanna", "gotta",
    ]
    static let greetings: Set<String> = [
        "hi", "hey", "hello", "howdy", "greetings", "hiya", "yo", "sup", "heya", "hallo", "aloha", "welcome", "cheers",
        "thanks", "thank", "ciao",
    ]
    /// Words that place a fact in time: "now", "currently", "formerly".
    static let timeWords: Set<String> = [
        "now", "currently", "presently", "today", "recently", "lately", "formerly", "previously", "former", "ex",
        "prior", "past", "present", "current", "soon", "later", "ago", "already", "still", "yet", "ever", "next",
        "last", "this", "upcoming",
    ]
    /// Numbers written as words, up to twenty, and the tens.
    static let numbers: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
        "a": 1, "an": 1, "half": 0, "a couple": 2, "couple": 2, "dozen": 12,
    ]
    /// Numbers as words, for a count said again ("mom of two").
    static let numberWords: [Int: String] = [
        1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
    ]
    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5,
        "6th": 6, "7th": 7, "8th": 8, "9th": 9, "10th": 10, "11th": 11, "12th": 12,
    ]
    static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
        "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
        "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
    ]
}
