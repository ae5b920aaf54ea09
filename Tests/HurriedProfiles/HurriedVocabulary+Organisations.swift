/// Where people work and study: kinds of employer, employers and schools by name, degrees, and products.
extension HurriedVocabulary {
    /// Kinds of employer, typed without an article; the generator adds "a" where a person would.
    static let employerKinds = HurriedTerm.table(
        .employerKind,
        """
        fintech startup;fintech | フィンテック系スタートアップ;フィンテック
        regional bank;bank | 地方銀行;地銀;銀行
        big bank;megabank;bank | メガバンク;銀行
        game studio;game company;games company | ゲーム会社;ゲームスタジオ
        web agency;web production company;digital agency;agency | Web制作会社;制作会社
        ad agency;advertising agency | 広告代理店;代理店
        consulting firm;consultancy | コンサルティング会社;コンサル
        system integrator;SIer | SIer
        SaaS company;SaaS | SaaS企業;SaaS
        e-commerce company;e-commerce;ecommerce | EC企業;EC
        logistics company;logistics | 物流会社;物流
        car maker;carmaker;automaker | 自動車メーカー
        electronics maker;electronics | 電機メーカー
        food maker;food manufacturer;food company | 食品メーカー
        trading company | 商社
        general hospital;hospital | 総合病院;病院
        university hospital | 大学病院
        clinic | クリニック;診療所
        nursing home;care home | 介護施設;老人ホーム
        public school | 公立学校;公立
        cram school | 学習塾;塾
        city office;city hall | 市役所
        prefectural office;prefectural government | 県庁
        law firm | 法律事務所
        accounting firm | 会計事務所
        real estate agency;real estate | 不動産会社;不動産
        insurance company;insurer | 保険会社
        hotel chain;hotel | ホテルチェーン;ホテル
        ryokan;inn | 旅館
        bakery | パン屋;ベーカリー
        restaurant | レストラン;飲食店
        construction company;construction | 建設会社;建設
        parts maker;parts manufacturer | 部品メーカー
        publisher;publishing house | 出版社
        TV station;television station;broadcaster | テレビ局
        newspaper | 新聞社;新聞
        nonprofit;NPO | NPO法人;NPO
        research institute | 研究所
        university lab;lab | 大学の研究室;研究室
        startup | スタートアップ;ベンチャー
        airline | 航空会社
        pharma company;pharmaceutical;pharma | 製薬会社;製薬;医薬品
        telecom company;telecom | 通信会社;通信
        power company;utility | 電力会社
        sake brewery;brewery | 酒蔵
        shipyard | 造船所
        winery;vineyard | ワイナリー
        esports team | eスポーツチーム
        temple | お寺;寺
        coworking space | コワーキングスペース
        fish market | 魚市場;市場
        daycare center;daycare;nursery school;nursery | 保育園
        driving school | 自動車教習所;教習所
        hot spring inn;onsen ryokan | 温泉旅館
        """)

    static let employerNames = HurriedTerm.table(
        .employerName,
        """
        =Shopee
        =UBC
        =NUS
        =Grab
        =Gojek
        =Tokopedia
        =Rakuten
        =Mercari
        =Cybozu
        =SmartHR
        =Atlassian
        =Zalando
        =Klarna
        =Revolut
        =Wise
        =Nubank
        =Mercado Libre
        =Acme
        =Globex
        =Initech
        =Hooli
        =山本製作所
        =佐藤工務店
        =北斗運輸
        =青葉会計事務所
        =さくら歯科
        =ひまわり保育園
        =丸福食品
        =東和電機
        =みどり信用金庫
        =カフェ・ルポ
        =株式会社ミナトデジタル
        """)

    static let schools = HurriedTerm.table(
        .school,
        """
        =UBC
        =NUS
        =Monash
        =TU Delft
        =KAIST
        =UCLA
        =McGill
        =Universitas Indonesia
        =早稲田大学
        =東北大学
        =九州大学
        =大阪公立大学
        =京都芸術大学
        =北海道大学
        =筑波大学
        =神戸大学
        =HAL東京
        =Le Wagon
        """)

    static let degrees = HurriedTerm.table(
        .degree,
        """
        computer science;CS | 情報工学;情報科学
        MBA | MBA
        nursing | 看護学;看護
        economics | 経済学;経済
        chemistry | 化学
        art school;fine arts | 美大;美術
        coding bootcamp;bootcamp | プログラミングスクール;ブートキャンプ
        vocational school | 専門学校
        law | 法学;法律
        linguistics | 言語学
        mechanical engineering | 機械工学
        architecture | 建築学;建築
        pharmacy | 薬学
        education | 教育学;教育
        statistics | 統計学;統計
        physics | 物理学;物理
        history | 歴史学;歴史
        literature | 文学
        """)

    static let products = HurriedTerm.table(
        .product,
        """
        =Kakeibo Lite
        =Tabi Log
        =Mochi Pay
        =RouteNote
        =Kumo CLI
        =Hanami UI
        =ShiftBoard
        =PetPal
        =Nagare
        =Hibi Notes
        =Komorebi
        =Sprout CRM
        =Yomu
        =Ledgerly
        """)
}
