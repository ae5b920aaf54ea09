import RedisClient

/// One event of a generation as an entry of its Redis stream.
///
/// The entry's id is explicit, `<sequence>-0`: a write repeated after its reply was lost is refused ("equal or
/// smaller than the target stream top item") instead of kept twice, and `XREAD` after `<n>-0` means "every event
/// after n". Fields: `k` (`f` a frame, `s` a section), `d` the data, `e` `1` on the generation's last event, and on
/// the first, `o` the instance that writes the generation.
struct StoredEvent: Equatable {
    var sequence: Int
    var payload: EventPayload
    /// The writing instance, on the first event only.
    var owner: String?

    /// Reads a stream entry; nil for one introgen did not write.
    init?(_ entry: RedisStreamEntry) {
        guard let dash = entry.id.firstIndex(of: "-"), let sequence = Int(entry.id[..<dash]), sequence >= 1,
            let kind = entry.value("k"), let data = entry.value("d")
        else { return nil }
        self.sequence = sequence
        payload = EventPayload(
            kind: kind == Array("s".utf8) ? .section : .frame, data: String(decoding: data, as: UTF8.self),
            isLast: entry.value("e") == Array("1".utf8))
        owner = entry.value("o").map { String(decoding: $0, as: UTF8.self) }
    }

    /// The `XADD` that writes `event` of `generation` with the event's own id, the stream bounded to `capacity`
    /// entries. Only a write that `creates` the stream may make it; any other is refused with a nil reply when the
    /// stream is gone (expired, or Redis restarted without its data), so the writer learns it must write the
    /// generation again from its start.
    static func write(
        _ event: StreamEvent, of generation: GenerationID, owner: String, capacity: Int, creates: Bool
    ) -> RedisCommand {
        var arguments = ["XADD", RedisKeys.stream(generation)]
        if !creates { arguments.append("NOMKSTREAM") }
        arguments += ["MAXLEN", "\(capacity)", "\(event.sequence)-0", "k", event.kind == .section ? "s" : "f"]
        arguments += ["d", event.data]
        if event.isLast { arguments += ["e", "1"] }
        if event.sequence == 1 { arguments += ["o", owner] }
        return RedisCommand(arguments)
    }

    /// The `PEXPIRE` that keeps the generation's stream for `window` from now.
    static func expire(_ generation: GenerationID, after window: Duration) -> RedisCommand {
        RedisCommand("PEXPIRE", RedisKeys.stream(generation), "\(window.milliseconds)")
    }

    /// What the reply to a write's `XADD` says.
    enum Written: Equatable {
        /// Kept (or kept already: the same id was written before).
        case kept
        /// Refused because the stream is gone: write the generation again from its start.
        case streamGone
        /// Refused for another reason, which the operator is told.
        case refused(String)
    }

    static func written(_ reply: RedisReply) -> Written {
        switch reply {
        case .string, .status: .kept
        case .null: .streamGone
        case .error(let message) where message.contains("equal or smaller"): .kept
        case .error(let message): .refused(message)
        case .integer, .array: .refused("an unexpected reply")
        }
    }
}

extension Duration {
    /// Whole milliseconds, at least 1 (Redis refuses an expiry of 0).
    var milliseconds: Int64 {
        max(1, components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000)
    }
}
