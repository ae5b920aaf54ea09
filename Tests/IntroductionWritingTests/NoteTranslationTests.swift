import IntroductionCore
import ReadingLexicon
import Testing
@testable import IntroductionWriting
@testable import ProfileReading

/// A note typed in the other language is said in the text's language when a clause of the book reads it whole and
/// every word is known; anything else stays as it was typed (nil here), never half translated.
@Suite("Notes said in the other language")
struct NoteTranslationTests {
    static let words = try! WordList.bundled()
    static let clauses = try! ClauseBook.bundled()
    static let english = JapaneseNoteInEnglish(words: words, clauses: clauses)
    static let japanese = EnglishNoteInJapanese(words: words, clauses: clauses)

    @Test(arguments: [
        ("子どもが2人います。", "I have two children."), ("子どもが二人います。", "I have two children."),
        ("猫を飼っています。", "I have a cat."), ("猫を二匹飼っています。", "I have two cats."),
        ("日本語を勉強中です。", "I'm studying Japanese."), ("日本語は勉強中です（N3）。", "I'm studying Japanese (N3)."),
        ("英語も話せます。", "I also speak English."), ("ヒンディー語も話せます。", "I also speak Hindi."),
        ("エンジニアを募集中です。", "We're hiring engineers."),
        ("データ分析の仕事に興味があります。", "I'm interested in data analysis work."),
        ("将来は看護師を目指しています。", "I'm aiming to become a nurse one day."),
        ("インドのプネー出身です。", "I'm from Pune, India."),
        ("地域の子ども食堂を手伝っています。", "I help out at a local children's cafeteria."),
        ("社内報の編集長もしています。", "I'm also the editor-in-chief of the company newsletter."),
        ("患者さんの話をじっくり聞くことを大切にしています。", "I make a point of listening carefully to patients."),
        ("後輩の面倒を見ています。", "I look after junior colleagues."),
        ("大阪に住んでいる。", "I live in Osaka."), ("週末はよく山に登る。", "I often climb mountains on weekends."),
        ("来月から東京で働きます。", "I'll be working in Tokyo from next month."),
        ("週末は山に登るのが好きです。", "I like mountain climbing on weekends."),
        ("チームでの開発が好きです。", "I like working in a team."),
        ("部下の育成に力を入れています。", "I focus on developing my team."),
        ("英語の取材対応もできます。", "I can also handle media interviews in English."),
        ("病院以外の職場も考えています。", "I'm open to workplaces other than hospitals."),
        ("外国人の方に日本語を教えています。", "I teach Japanese to people from abroad."),
        ("地元の野菜を使っています。", "I use local vegetables."),
        ("前職では決済サービスの立ち上げを担当しました。", "In my previous job, I was in charge of launching a payment service."),
        ("社内の勉強会を毎月開いています。", "I hold an internal study group every month."),
        ("最近はランニングを始めました。", "I recently took up running."),
        ("就活中です。", "I'm job hunting."), ("再就職を目指しています。", "I'm working toward returning to the workforce."),
        ("子育てが落ち着いたので、また働きたいと思っています。", "Since my children are older now, I'd like to work again."),
        ("利用者さんの家族の相談にものってます", "I give advice to my patients' families."),
        ("二児の父です。", "I'm a father of two."), ("夜勤もしています。", "I also do night shifts."),
        ("犬を2匹飼っています。", "I have two dogs."), ("週末はよくカフェに行きます。", "I often go to cafes on weekends."),
        ("中国語も少し話せます。", "I also speak a little Chinese."), ("毎朝ジョギングをしています。", "I go running every morning."),
        ("将来は自分のカフェを開きたいです。", "I'd like to open my own cafe one day."),
        ("社内ラジオのパーソナリティもしています。", "I'm also an in-house radio host."), ("子どもが1人います。", "I have one child."),
        ("研究室ではロボットの研究をしています。", "In my lab, I do research on robots."),
    ])
    func aJapaneseNoteIsSaidInEnglish(note: String, said: String) {
        #expect(Self.english.said(note) == said)
    }

    @Test(arguments: [
        ("I moved to Osaka last year.", "昨年、大阪に引っ越しました。"), ("I'm moving to Tokyo next month.", "来月、東京に引っ越します。"),
        ("I joined the payments team this week.", "今週、決済チームに加わりました。"), ("I love cats.", "猫が好きです。"),
        ("I have two cats.", "猫を2匹飼っています。"), ("I have a dog", "犬を飼っています。"),
        ("I speak three languages.", "3か国語を話します。"), ("I speak Arabic and French.", "アラビア語とフランス語を話します。"),
        ("I also run a weekend running club.", "週末のランニングクラブも運営しています。"),
        ("I still consult now and then", "今もときどきコンサルティングをしています。"),
        ("I volunteer at the library on Tuesdays.", "毎週火曜日に図書館でボランティアをしています。"),
        ("I have shipped three apps.", "アプリを3つリリースしてきました。"),
        ("I'll be speaking about compilers on day two.", "2日目にコンパイラについて話します。"),
        ("Say hi when you see me at the office!", "オフィスで見かけたら、気軽に声をかけてください。"),
        ("I am open to warehouse or planning roles.", "倉庫や企画の仕事も考えています。"),
        ("I hit 140% of quota last year", "昨年、ノルマの140%を達成しました。"),
        ("I still work weekend shifts at the hospital.", "今も病院で週末のシフトに入っています。"),
        ("I live in nagoya with my wife and our shiba", "名古屋で妻と柴犬と暮らしています。"),
        ("I am graduating in June.", "6月に卒業予定です。"),
        ("I started in April, first job out of uni", "4月から働き始め、大学を出て最初の仕事です。"),
        ("I am based in Tokyo", "東京を拠点にしています。"), ("I am a grandpa of four", "4人の孫がいます。"),
        ("I moved to Kyoto two years ago.", "2年前に京都に引っ越しました。"), ("I walk my dog every morning.", "毎朝、犬の散歩をしています。"),
        ("I speak a little Spanish.", "スペイン語を少し話せます。"), ("I have a cat named Mochi.", "Mochiという名前の猫を飼っています。"),
        ("I'm originally from Brazil.", "もともとブラジル出身です。"), ("I play the guitar in a band.", "バンドでギターを弾いています。"),
        ("I'm a mother of two.", "2児の母です。"), ("I work remotely from Sapporo.", "札幌からリモートで働いています。"),
        ("I grew up in Osaka and moved to Tokyo last year.", "大阪で育ち、昨年、東京に引っ越しました。"),
        ("I volunteer at an animal shelter on weekends.", "週末は動物保護施設でボランティアをしています。"),
        ("I'm learning Korean.", "韓国語を勉強中です。"),
        ("I want to move into ML platform work.", "MLプラットフォームの仕事に移りたいと思っています。"),
        ("I am learning Japanese on Duolingo.", "Duolingoで日本語を勉強しています。"),
        ("I moved here from Mexico last year.", "昨年、メキシコから引っ越してきました。"),
        ("I can play the piano.", "ピアノが弾けます。"), ("I am a father of three", "3児の父です。"),
        ("I teach at the University of Tasmania.", "University of Tasmaniaで教えています。"),
    ])
    func anEnglishNoteIsSaidInJapanese(note: String, said: String) {
        #expect(Self.japanese.said(note) == said)
    }

    /// A word the list does not know, or a clause none of the book's reads, leaves the note as typed.
    @Test(arguments: [
        "I collect vintage typewriters.", "My sister and I run a podcast about birds.",
        "I moved to a glorbnak last year.",
        // A verb and its object ("reading manga") is no compound noun (読書漫画).
        "I love reading manga.",
    ])
    func anEnglishNoteWithAnUnknownPartStaysAsTyped(note: String) {
        #expect(Self.japanese.said(note) == nil)
    }

    @Test(arguments: [
        "金継ぎを習っています。", "猫を三匹とカメを飼っています。", "毎朝ヨガをしてから出社します。", "社内のフットサル部に入っています。",
    ])
    func aJapaneseNoteWithAnUnknownPartStaysAsTyped(note: String) {
        #expect(Self.english.said(note) == nil)
    }
}
