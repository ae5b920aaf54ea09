/// Roles and titles people type, fields typed as a role, statuses that are not a job, and seniority words. Written for
/// this generator from job boards and forms people fill in, not from the composer's word list.
extension HurriedVocabulary {
    static let roles = HurriedTerm.table(
        .role,
        """
        @tech
        software engineer | ソフトウェアエンジニア
        frontend engineer;front-end engineer;frontend developer;front-end developer | フロントエンドエンジニア
        backend engineer;back-end engineer;backend developer;back-end developer | バックエンドエンジニア
        full-stack engineer;fullstack engineer;full stack engineer;full-stack developer | フルスタックエンジニア
        mobile engineer;mobile developer;app developer | モバイルエンジニア;アプリエンジニア
        Android engineer;Android developer | Androidエンジニア
        iOS engineer;iOS developer | iOSエンジニア
        infrastructure engineer;infra engineer | インフラエンジニア
        site reliability engineer;SRE | SRE;サイトリライアビリティ
        data engineer | データエンジニア
        data scientist | データサイエンティスト
        data analyst | データアナリスト
        machine learning engineer;ML engineer | 機械学習エンジニア;MLエンジニア
        QA engineer;test engineer;quality assurance | QAエンジニア;テストエンジニア
        test automation engineer;automation engineer;testing automation | テスト自動化エンジニア;自動化
        security engineer | セキュリティエンジニア
        network engineer | ネットワークエンジニア
        embedded engineer;embedded software engineer | 組み込みエンジニア
        game programmer;games programmer | ゲームプログラマー
        solutions architect | ソリューションアーキテクト
        engineering manager | エンジニアリングマネージャー
        tech lead | テックリード
        developer advocate | デベロッパーアドボケイト
        help desk technician;help desk;IT support | ヘルプデスク;ITサポート
        systems engineer | システムエンジニア
        database administrator | データベース管理者;DBA
        cloud engineer | クラウドエンジニア
        platform engineer | プラットフォームエンジニア
        DevOps engineer | DevOpsエンジニア
        firmware engineer | ファームウェアエンジニア
        @design
        product designer | プロダクトデザイナー
        UX designer | UXデザイナー
        UI designer | UIデザイナー
        UX researcher | UXリサーチャー
        graphic designer | グラフィックデザイナー
        web designer | Webデザイナー;ウェブデザイナー
        illustrator | イラストレーター
        art director | アートディレクター
        motion designer | モーションデザイナー
        interior designer | インテリアデザイナー
        fashion designer | ファッションデザイナー
        architect | 建築士;建築家;アーキテクト
        landscape architect | ランドスケープアーキテクト;造園設計
        3D artist | 3Dアーティスト;3DCGデザイナー
        game designer;game planner;games planner | ゲームプランナー;ゲームデザイナー
        packaging designer | パッケージデザイナー
        @business
        product manager | プロダクトマネージャー
        project manager | プロジェクトマネージャー
        product owner | プロダクトオーナー
        scrum master | スクラムマスター
        business analyst | ビジネスアナリスト
        consultant | コンサルタント
        strategy consultant | 戦略コンサルタント
        sales rep;sales representative;salesperson | 営業
        account executive | アカウントエグゼクティブ
        inside sales rep;inside sales | インサイドセールス
        customer success manager;customer success | カスタマーサクセス
        marketing manager | マーケティングマネージャー
        digital marketer | デジタルマーケター
        content marketer | コンテンツマーケター
        social media manager | SNS担当;SNS運用
        PR specialist;public relations;PR | 広報
        community manager | コミュニティマネージャー
        HR generalist;HR | 人事
        recruiter | リクルーター;採用担当
        accountant | 会計士;経理
        tax accountant | 税理士
        financial analyst;finance analyst | 財務アナリスト
        internal auditor;auditor | 内部監査;監査
        buyer | バイヤー
        merchandiser | マーチャンダイザー
        office administrator;office admin;office worker | 一般事務;事務;管理者
        executive assistant;secretary | 秘書;エグゼクティブアシスタント
        legal counsel;legal | 法務
        paralegal | パラリーガル
        operations manager;operations | オペレーションマネージャー;業務管理
        supply chain planner;supply chain;demand planner;demand planning | 需給計画;サプライチェーン
        founder | 創業者;ファウンダー
        store manager | 店長
        real estate agent | 不動産営業;不動産
        insurance agent | 保険営業;保険
        bank teller | 銀行窓口;窓口業務
        loan officer | 融資担当;融資
        @health
        nurse | 看護師
        ICU nurse | ICU看護師
        midwife | 助産師
        pharmacist | 薬剤師
        physical therapist;physiotherapist | 理学療法士
        occupational therapist | 作業療法士
        dental hygienist | 歯科衛生士
        dentist | 歯科医師;歯医者
        doctor;physician | 医師
        care worker;caregiver | 介護士;介護職;介護
        radiographer;radiology tech | 放射線技師
        dietitian | 管理栄養士;栄養士
        veterinarian;vet | 獣医師;獣医
        medical receptionist;medical clerk | 医療事務
        social worker | ソーシャルワーカー;社会福祉士
        counselor;counsellor | カウンセラー
        @education
        elementary school teacher;primary school teacher | 小学校教諭;小学校の先生;小学校教員
        high school teacher | 高校教師;高校の先生;高校教員
        English teacher | 英語教師;英語の先生;英語講師
        Japanese teacher;Japanese language teacher | 日本語教師
        university lecturer;lecturer | 大学講師;講師
        researcher | 研究者;研究員;リサーチャー
        postdoc;postdoctoral researcher | ポスドク;博士研究員
        librarian | 司書
        tutor | 家庭教師
        nursery teacher;preschool teacher | 保育士
        @trades
        electrician | 電気工事士
        carpenter | 大工
        plumber | 配管工
        welder | 溶接工
        car mechanic;mechanic | 自動車整備士;整備士
        machinist | 機械工;旋盤工
        factory worker | 工場勤務;製造スタッフ;工場
        warehouse worker;warehouse staff;warehouse | 倉庫スタッフ;倉庫
        truck driver | トラック運転手;ドライバー
        delivery driver | 配達ドライバー;配達
        bus driver | バス運転士;バスの運転;バス運転手
        farmer | 農家
        fisherman | 漁師
        gardener | 庭師
        @service
        chef | シェフ;料理人
        line cook;cook | 調理師;調理
        pastry chef | パティシエ
        barista | バリスタ
        bartender | バーテンダー
        waiter;server;waitstaff | ホールスタッフ;ホール;ウェイター
        hairdresser;hairstylist | 美容師
        nail artist;nail technician | ネイリスト
        hotel receptionist;front desk;receptionist | ホテルのフロント;フロント;受付
        flight attendant | 客室乗務員;CA
        tour guide | ツアーガイド;観光ガイド
        florist | 花屋;フローリスト
        baker | パン職人
        retail associate;shop assistant;sales associate | 販売員;販売スタッフ;販売
        call center agent;call center | コールセンター;オペレーター
        @creative
        writer | ライター
        editor | 編集者
        copywriter | コピーライター
        translator | 翻訳者;翻訳家;翻訳
        interpreter | 通訳
        journalist;reporter | 記者
        video producer | 映像プロデューサー
        video editor | 動画編集者;動画編集;映像編集
        photographer | フォトグラファー;カメラマン;写真家
        sound engineer | 音響エンジニア;サウンドエンジニア
        musician | ミュージシャン;音楽家
        voice actor | 声優
        streamer | 配信者
        @public
        civil servant;public servant | 公務員
        city hall clerk;city hall staff;city hall employee | 市役所職員;市役所
        police officer | 警察官
        firefighter | 消防士
        paramedic | 救急救命士
        urban planner | 都市計画
        nonprofit worker;NPO staff | NPO職員;NPO
        lab technician;research assistant | 研究補助;ラボ;検査技師
        @health
        orthoptist | 視能訓練士
        speech therapist;speech-language therapist | 言語聴覚士
        clinical engineer | 臨床工学技士
        acupuncturist | 鍼灸師
        judo therapist | 柔道整復師
        home care nurse;home-visit nurse;visiting nurse | 訪問看護師;訪問看護
        care manager | ケアマネージャー;ケアマネ
        pharmacy assistant;pharmacy clerk;dispensing | 調剤事務
        @trades
        arborist;tree surgeon | 樹木医;樹木
        beekeeper | 養蜂家;養蜂
        sake brewer;toji | 杜氏;酒造
        luthier;guitar maker | ギター職人;楽器職人
        tatami maker | 畳職人
        plasterer | 左官
        tile setter;tile craftsman | タイル職人
        crane operator | クレーン運転士;クレーン
        shipbuilder;shipbuilding worker;shipbuilding | 造船
        surveyor;land surveyor | 測量士;測量
        locksmith | 鍵屋;錠前
        dairy farmer | 酪農家;酪農
        @service
        sommelier | ソムリエ
        ramen shop owner | ラーメン屋の店主;ラーメン屋;ラーメン店
        dog groomer | トリマー
        tattoo artist | タトゥーアーティスト;彫師
        wedding planner | ウェディングプランナー
        concierge | コンシェルジュ
        chauffeur;driver | 運転手
        personal trainer | パーソナルトレーナー
        yoga instructor | ヨガインストラクター
        driving instructor | 自動車教習所の教官;教習所;教習指導員
        @business
        actuary | アクチュアリー
        patent attorney | 弁理士
        judicial scrivener | 司法書士
        labor consultant;labour consultant | 社会保険労務士;社労士
        procurement specialist;procurement | 購買;調達
        customs broker | 通関士;通関
        FP;financial planner | ファイナンシャルプランナー;FP
        investor relations;IR | IR担当;IR
        @creative
        court stenographer;stenographer | 速記者;速記
        subtitle translator | 字幕翻訳者;字幕翻訳
        manga artist;mangaka | 漫画家
        manga assistant;manga artist assistant;manga artist's assistant | 漫画家アシスタント;アシスタント
        storyboard artist | 絵コンテ
        lighting designer | 照明デザイナー;照明
        esports coach | eスポーツコーチ;コーチ
        podcast producer | ポッドキャストプロデューサー
        @tech
        drone pilot | ドローン操縦士;ドローン
        GIS analyst | GISアナリスト;GIS
        localization engineer | ローカライズエンジニア;ローカライズ
        technical artist | テクニカルアーティスト
        release engineer | リリースエンジニア
        @public
        shrine priest | 神職;神主
        monk;Buddhist monk | 僧侶;お坊さん
        coast guard officer | 海上保安官
        probation officer | 保護観察官
        museum curator;curator | 学芸員
        """)

    /// Fields typed into the role box as if they were a role: "frontend", 「営業」.
    static let fieldRoles = HurriedTerm.table(
        .fieldRole,
        """
        @tech
        frontend;front-end | フロントエンド
        backend;back-end | バックエンド
        infra;infrastructure | インフラ
        QA;quality assurance | QA;品質保証
        mobile | モバイル;アプリ開発
        @design
        design;designer | デザイン
        UX | UX
        @business
        sales;salesperson;sales representative | 営業
        marketing;marketer | マーケティング;マーケ
        HR;human resources | 人事
        accounting;accountant | 経理
        general affairs;admin | 総務
        legal;lawyer;legal counsel | 法務
        PR;public relations | 広報
        customer support;support | カスタマーサポート;サポート
        """)

    /// What a person is rather than a job they hold. The first Japanese form is typed; the forms after it are said.
    static let statuses = HurriedTerm.table(
        .status,
        """
        retired;retirement;retiree | 定年退職しました;定年退職;退職;リタイア
        retired;retirement;retiree | 退職済み;退職;リタイア
        student;studying | 学生;学生
        university student;student | 大学生;大学
        grad student;graduate student;master's student | 大学院生;大学院;院生
        high school student;high school | 高校生;高校
        PhD student;PhD candidate;doctoral;PhD | 博士課程;博士
        between jobs;looking for;job search;job hunting;new role | 求職中;求職;転職活動;仕事を探;就職活動;就活
        job hunting;job search;looking for;new role | 転職活動中;転職活動;求職;仕事を探;就職活動;就活
        on parental leave;parental leave;childcare leave;maternity leave;paternity leave | 育休中;育休;育児休業
        career break;taking a break;time off | キャリアブレイク中;キャリアブレイク;休職;離れて
        stay-at-home parent;at home;homemaker;stay-at-home | 専業主婦;専業主婦;主婦;家事
        bootcamp student;bootcamp | プログラミングスクール受講中;プログラミングスクール;スクール;ブートキャンプ
        """)

    /// Words before a title.
    static let seniorities = HurriedTerm.table(
        .seniority,
        """
        senior;sr. | シニア
        junior;jr. | ジュニア
        lead | リード
        principal | プリンシパル
        staff | スタッフ
        head | ヘッド
        """)
}
