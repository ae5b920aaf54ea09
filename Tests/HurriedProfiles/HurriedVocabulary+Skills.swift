/// Skills people list and the tools they name, by family of work. Tools are names: the same in both languages.
extension HurriedVocabulary {
    static let skills = HurriedTerm.table(
        .skill,
        """
        @tech
        API design | API設計;APIデザイン
        system design;systems design | システム設計;システムデザイン
        database design;DB design | データベース設計;DB設計;データベースデザイン
        performance tuning | パフォーマンスチューニング;チューニング
        incident response | 障害対応;インシデント対応
        on-call;on call | オンコール
        code review;code reviews | コードレビュー
        test automation;automated testing;testing automation | テスト自動化;自動テスト
        manual testing | 手動テスト
        accessibility;a11y | アクセシビリティ
        data analysis | データ分析
        data visualization;data viz | データ可視化
        machine learning | 機械学習
        statistics | 統計
        A/B testing;A/B tests;A/B test | A/Bテスト
        cloud migration | クラウド移行
        monitoring | 監視;モニタリング
        @design
        user research | ユーザーリサーチ;ユーザー調査
        usability testing | ユーザビリティテスト
        design systems;design system | デザインシステム
        prototyping | プロトタイピング;プロトタイプ
        wireframing;wireframes | ワイヤーフレーム
        typography | タイポグラフィ
        branding | ブランディング
        illustration | イラスト
        photo retouching;retouching;photo editing | レタッチ;写真編集
        @business
        stakeholder management;stakeholders | ステークホルダー管理;ステークホルダー
        project management | プロジェクト管理;プロジェクトマネジメント
        budgeting;budgets;budget | 予算管理;予算
        negotiation | 交渉
        public speaking | 登壇;人前で話す
        presentations | プレゼン
        people management | ピープルマネジメント;部下の育成;マネジメント
        hiring;recruiting | 採用
        onboarding | オンボーディング
        mentoring | メンタリング;メンター;育成
        bookkeeping | 簿記;記帳
        payroll | 給与計算
        tax returns;tax filing | 確定申告;税務
        customer support | カスタマーサポート
        cold calling | テレアポ
        event planning | イベント企画
        social media;SNS | SNS運用;SNS
        copywriting | コピーライティング
        content strategy | コンテンツ戦略
        market research | 市場調査
        forecasting | 需要予測;予測
        Excel macros;macros | Excelマクロ;マクロ
        @health
        wound care | 創傷ケア;褥瘡ケア
        patient education | 患者指導;患者教育
        infection control | 感染管理;感染対策
        medication management | 服薬管理
        elderly care | 高齢者介護;高齢者ケア;介護
        first aid | 応急処置;応急手当
        rehabilitation;rehab | リハビリ
        triage | トリアージ
        @education
        lesson planning | 授業づくり;授業計画;授業準備
        classroom management | 学級経営;クラス運営
        curriculum design | カリキュラム設計;カリキュラム
        test prep;exam prep | 受験対策
        @trades
        welding | 溶接
        CAD drafting;drafting | CAD製図;製図
        forklift;forklift license | フォークリフト
        quality control | 品質管理
        kaizen;lean | カイゼン;改善活動
        inventory management;inventory | 在庫管理
        route planning | 配送ルート;ルート
        electrical wiring;wiring | 電気配線;配線
        @service
        food safety;food hygiene | 食品衛生
        latte art | ラテアート
        menu development;menu planning | メニュー開発
        customer service | 接客
        wine pairing | ワインペアリング;ペアリング
        @creative
        video editing | 動画編集
        translation | 翻訳
        interpreting | 通訳
        technical writing | テクニカルライティング
        proofreading | 校正
        interviewing;interview;interviews | インタビュー;取材;面接
        @any
        English | 英語
        Korean | 韓国語
        Mandarin;Chinese | 中国語
        Spanish | スペイン語
        Portuguese | ポルトガル語
        sign language | 手話
        spreadsheets | スプレッドシート;表計算
        @health
        sterile processing | 滅菌業務;滅菌
        tube feeding | 経管栄養
        dementia care | 認知症ケア;認知症
        @trades
        scaffolding | 足場;足場組立
        lathe work | 旋盤
        HVAC | 空調設備;空調
        solar panel installation;solar installs | 太陽光パネル設置;太陽光
        @service
        knife skills | 包丁さばき;包丁
        sake pairing | 日本酒のペアリング;日本酒
        cocktail making;mixology | カクテル作り;カクテル
        @business
        vendor management | ベンダー管理;ベンダーコントロール
        invoice processing | 請求書処理;請求書
        contract review | 契約書レビュー;契約書
        trade compliance | 貿易コンプライアンス;貿易
        subsidy applications;grant writing | 補助金申請;補助金
        @tech
        log analysis | ログ解析;ログ
        load testing | 負荷試験;負荷テスト
        legacy migration | レガシー移行;レガシー
        OCR | OCR
        @creative
        subtitling | 字幕制作;字幕
        color grading | カラーグレーディング
        field recording | フィールドレコーディング
        """)

    static let tools = HurriedTerm.table(
        .tool,
        """
        @tech
        =Go
        =Rust
        =Python
        =Kotlin
        =TypeScript
        =PHP
        =Laravel
        =Django
        =FastAPI
        =Spring Boot
        =Ruby on Rails
        =Node.js
        =Deno
        =React
        =Vue
        =Nuxt
        =Next.js
        =Svelte
        =Angular
        =Flutter
        =React Native
        =Terraform
        =Ansible
        =Kubernetes
        =Docker
        =AWS
        =GCP
        =Azure
        =PostgreSQL
        =MongoDB
        =Elasticsearch
        =Kafka
        =BigQuery
        =Snowflake
        =dbt
        =Airflow
        =pandas
        =PyTorch
        =scikit-learn
        =Jupyter
        =GitHub Actions
        =Jenkins
        =CircleCI
        =Datadog
        =Sentry
        =Grafana
        =Playwright
        =Cypress
        =Selenium
        =Postman
        =JMeter
        =Unity
        =Unreal Engine
        =Arduino
        =Raspberry Pi
        @design
        =Figma
        =Adobe XD
        =Photoshop
        =InDesign
        =After Effects
        =Premiere Pro
        =DaVinci Resolve
        =Blender
        =Procreate
        =Lightroom
        =Webflow
        =AutoCAD
        =Revit
        =SketchUp
        @business
        =Notion
        =Miro
        =Jira
        =Confluence
        =Backlog
        =Asana
        =Trello
        =Salesforce
        =HubSpot
        =Zendesk
        =Shopify
        =Looker
        =Tableau
        =Power BI
        =Google Analytics
        =SAP
        =kintone
        =freee
        =QuickBooks
        @trades
        =SolidWorks
        =Fusion 360
        @creative
        =Ableton
        =Logic Pro
        =Pro Tools
        =WordPress
        @any
        =Excel
        =Google Sheets
        =Canva
        """)
}
