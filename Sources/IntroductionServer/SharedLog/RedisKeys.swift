/// The names of what introgen keeps in Redis, all under `introgen:`.
///
/// - `introgen:generation:<id>`: the generation's events, a stream (``StoredEvent``), expiring with the resume
///   window after its last write or remote read.
/// - `introgen:generation:<id>:readers`: present while a client of another instance reads the generation (and for
///   the resume window after), so its owner does not cancel it as abandoned.
/// - `introgen:instance:<id>`: present while that instance runs (it says so every second; the key lasts a few):
///   how a follower tells a generation that is slow from one whose server is gone.
enum RedisKeys {
    static func stream(_ generation: GenerationID) -> String { "introgen:generation:\(generation.text)" }
    static func readers(_ generation: GenerationID) -> String { "introgen:generation:\(generation.text):readers" }
    static func instance(_ instance: String) -> String { "introgen:instance:\(instance)" }
}
