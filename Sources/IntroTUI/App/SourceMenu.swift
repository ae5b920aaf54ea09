/// The sources the person can switch to (F3), as the executable knows them at the moment of asking.
///
/// The screen knows nothing of providers: each item is an opaque `id` the executable gave, a title and where it
/// is; choosing one sends ``UserIntent/chooseSource(id:title:)`` and keeps the id with the draft.
public struct SourceMenu: Sendable, Equatable {
    /// One source to pick.
    public struct Item: Sendable, Equatable {
        /// The executable's key for it (kept with the draft).
        public var id: String
        /// "Ollama llama3.2:3b", "offline composer".
        public var title: String
        /// "127.0.0.1:11434", "built in".
        public var detail: String

        public init(id: String, title: String, detail: String) {
            self.id = id
            self.title = title
            self.detail = detail
        }
    }

    /// In the order shown.
    public var items: [Item]
    /// The id of the source in use, marked in the list.
    public var currentID: String?
    /// A line under the list ("still looking for local model servers…"); nil for none.
    public var note: String?

    public init(items: [Item] = [], currentID: String? = nil, note: String? = nil) {
        self.items = items
        self.currentID = currentID
        self.note = note
    }
}
