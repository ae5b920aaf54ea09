/// A verb of the verb table, recognised in both languages: its id is its English lemma ("teach", "look after"), so a
/// verb read from Japanese (教える) and one read from English are the same value.
package struct Verb: Sendable, Hashable {
    package var id: String

    package init(id: String) {
        self.id = id
    }
}
