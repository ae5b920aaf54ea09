/// Hobbies, places and industries, in both languages.
extension HurriedVocabulary {
    static let hobbies = HurriedTerm.table(
        .hobby,
        """
        bouldering | ボルダリング
        trail running | トレラン;トレイルラン
        sauna;saunas | サウナ
        board games | ボードゲーム;ボドゲ
        film photography;film cameras | フィルムカメラ;フィルム写真
        bread baking;baking bread;bread making;baking | パン作り;パン
        fishing | 釣り
        camping | キャンプ
        birdwatching;bird watching | バードウォッチング;野鳥観察
        karaoke | カラオケ
        anime | アニメ
        manga | 漫画;マンガ
        shogi | 将棋
        the game of go;go (the board game) | 囲碁
        calligraphy | 書道
        tea ceremony | 茶道
        vegetable gardening;growing vegetables | 家庭菜園
        marathons;marathon | マラソン
        cycling | サイクリング
        road biking;road bikes;road cycling;road bike | ロードバイク
        skiing | スキー
        snowboarding | スノーボード;スノボ
        surfing | サーフィン
        scuba diving;diving | ダイビング
        yoga | ヨガ
        pilates | ピラティス
        cooking | 料理
        coffee | コーヒー
        craft beer | クラフトビール;ビール
        sake | 日本酒
        natural wine;wine | ワイン
        ramen | ラーメン
        cafe hopping;cafés;cafes | カフェ巡り;カフェ
        travel;traveling;travelling | 旅行;旅
        hot springs;onsen | 温泉
        reading | 読書
        mystery novels;mysteries | ミステリー小説;ミステリー
        jazz | ジャズ
        piano | ピアノ
        guitar | ギター
        drums | ドラム
        K-pop | K-POP;韓国アイドル
        baseball | 野球
        soccer;football | サッカー
        rugby | ラグビー
        badminton | バドミントン
        table tennis;ping pong | 卓球
        tennis | テニス
        golf | ゴルフ
        running | ランニング
        swimming | 水泳
        kendo | 剣道
        judo | 柔道
        karate | 空手
        chess | チェス
        knitting | 編み物
        woodworking | 木工
        pottery | 陶芸
        houseplants | 観葉植物
        cats;my cat | 猫
        dogs;my dog | 犬
        podcasts | ポッドキャスト
        retro games;retro gaming | レトロゲーム
        video games;gaming;games | ゲーム
        language exchange | 語学交換;言語交換
        volunteering;volunteer | ボランティア
        open source | オープンソース;OSS
        hackathons | ハッカソン
        3D printing | 3Dプリント;3Dプリンター
        mechanical keyboards;keyboards | 自作キーボード;キーボード
        sketching | スケッチ
        watercolor;watercolour | 水彩画;水彩
        hiking | ハイキング;山歩き
        mountain climbing;mountaineering | 登山
        stargazing | 星空観察;天体観測
        train trips;trains;railway | 鉄道;電車旅
        museums;art galleries;art gallery;art museums | 美術館;博物館
        theater;theatre | 演劇;観劇
        stand-up comedy;comedy | お笑い
        dancing | ダンス
        geocaching | ジオキャッシング
        bonsai | 盆栽
        kendama | けん玉
        origami | 折り紙
        ikebana;flower arranging;flower arrangement | 生け花;華道
        urban sketching | 街スケッチ;スケッチ
        vinyl records;record collecting | レコード収集;レコード
        LEGO;Lego | レゴ;LEGO
        rock climbing;climbing | クライミング;岩登り
        rakugo | 落語
        kabuki | 歌舞伎
        taiko drumming;taiko | 和太鼓;太鼓
        cosplay | コスプレ
        idol concerts | アイドルのライブ;ライブ
        train photography | 撮り鉄;鉄道写真
        castle visits;castles | 城巡り;城
        shrine visits;goshuin | 御朱印集め;御朱印
        sauna hopping | サ活;サウナ
        fermentation;fermenting | 発酵;ぬか漬け
        kombucha | コンブチャ
        sourdough | サワードウ
        aquariums;fishkeeping | アクアリウム;水族館
        beetles;insect collecting | 昆虫採集;カブトムシ
        mahjong | 麻雀
        darts | ダーツ
        bowling | ボウリング;ボーリング
        fly fishing | フライフィッシング
        kayaking | カヤック
        stand-up paddleboarding;SUP | SUP
        tarot | タロット
        astronomy | 天文
        crossword puzzles;crosswords | クロスワード
        escape rooms | 脱出ゲーム;リアル脱出ゲーム
        """)

    static let places = HurriedTerm.table(
        .place,
        """
        Osaka | 大阪
        Fukuoka | 福岡
        Sapporo | 札幌
        Nagoya | 名古屋
        Sendai | 仙台
        Kobe | 神戸
        Kyoto | 京都
        Yokohama | 横浜
        Naha | 那覇
        Hiroshima | 広島
        Kanazawa | 金沢
        Matsuyama | 松山
        Kumamoto | 熊本
        Niigata | 新潟
        Hokkaido | 北海道
        Okinawa | 沖縄
        Nagano | 長野
        Shizuoka | 静岡
        Miyagi | 宮城
        Chiba | 千葉
        Saitama | 埼玉
        Tokyo | 東京
        Singapore | シンガポール
        Jakarta | ジャカルタ
        Bangkok | バンコク
        Manila | マニラ
        Seoul | ソウル
        Busan | 釜山
        Taipei | 台北
        Hanoi | ハノイ
        Ho Chi Minh City;Saigon | ホーチミン
        Kuala Lumpur;KL | クアラルンプール
        Vancouver | バンクーバー
        Toronto | トロント
        Berlin | ベルリン
        Lisbon | リスボン
        São Paulo;Sao Paulo | サンパウロ
        Melbourne | メルボルン
        London | ロンドン
        Chicago | シカゴ
        Amsterdam | アムステルダム
        Indonesia | インドネシア
        Vietnam | ベトナム
        Brazil | ブラジル
        Canada | カナダ
        Germany | ドイツ
        Portugal | ポルトガル
        the Philippines;Philippines | フィリピン
        Australia | オーストラリア
        Korea | 韓国
        Taiwan | 台湾
        Mexico | メキシコ
        India | インド
        New Zealand | ニュージーランド
        """)

    static let industries = HurriedTerm.table(
        .industry,
        """
        fintech | フィンテック
        healthcare;health care | 医療;ヘルスケア
        edtech;education | 教育;EdTech
        gaming;games | ゲーム
        logistics | 物流
        manufacturing | 製造
        retail | 小売
        real estate | 不動産
        insurance | 保険
        advertising | 広告
        public sector;government | 行政;公共
        hospitality;tourism | 観光;ホテル;ホスピタリティ
        agriculture;farming | 農業
        energy | エネルギー
        construction | 建設
        media | メディア
        e-commerce;ecommerce | EC;ネット通販
        pharma;pharmaceutical | 製薬;医薬品
        automotive;car industry | 自動車
        telecom;telecommunications | 通信
        HR tech | HRテック;人事テック
        legal tech | リーガルテック
        biotech | バイオ
        food and beverage;F&B | 飲食;食品
        """)
}
