/// One entry of a Redis stream as `XRANGE` and `XREAD` return it: its id and its fields.
package struct RedisStreamEntry: Sendable, Equatable {
    /// `<milliseconds>-<sequence>`, or whatever explicit id it was added with.
    package var id: String
    /// The field–value pairs, in the order they were added.
    package var fields: [(name: String, value: [UInt8])]

    package init(id: String, fields: [(name: String, value: [UInt8])]) {
        self.id = id
        self.fields = fields
    }

    /// Reads `[id, [field, value, …]]`; nil for anything else.
    package init?(_ reply: RedisReply) {
        let parts = reply.elements
        guard parts.count == 2, let id = parts[0].text else { return nil }
        let values = parts[1].elements
        guard values.count.isMultiple(of: 2) else { return nil }
        var fields: [(name: String, value: [UInt8])] = []
        for index in stride(from: 0, to: values.count, by: 2) {
            guard let name = values[index].text, case .string(let value) = values[index + 1] else { return nil }
            fields.append((name, value))
        }
        self.init(id: id, fields: fields)
    }

    /// The entries of an `XRANGE` reply; nil when the reply is not one.
    package static func range(_ reply: RedisReply) -> [RedisStreamEntry]? {
        guard case .array(let items) = reply else { return nil }
        let entries = items.compactMap(RedisStreamEntry.init)
        return entries.count == items.count ? entries : nil
    }

    /// The entries of an `XREAD` reply for one stream (none when it timed out); nil when the reply is not one.
    package static func read(_ reply: RedisReply) -> [RedisStreamEntry]? {
        if reply == .null { return [] }
        guard case .array(let streams) = reply else { return nil }
        var entries: [RedisStreamEntry] = []
        for stream in streams {
            let parts = stream.elements
            guard parts.count == 2, let some = range(parts[1]) else { return nil }
            entries += some
        }
        return entries
    }

    /// The value of the field `name`, the first when it appears twice.
    package func value(_ name: String) -> [UInt8]? {
        fields.first { $0.name == name }?.value
    }

    package static func == (left: RedisStreamEntry, right: RedisStreamEntry) -> Bool {
        left.id == right.id && left.fields.map(\.name) == right.fields.map(\.name)
            && left.fields.map(\.value) == right.fields.map(\.value)
    }
}
