import RedisClient

extension RedisResumeLog {
    /// The log of `generation`: kept here (this instance writes it, or a client resumed it here lately), or read
    /// from its stream and, while its owner still writes it, followed.
    package func find(_ generation: GenerationID, now: Duration) async -> ResumeLookup {
        if let log = kept(generation) { return .found(log) }
        let key = RedisKeys.stream(generation)
        guard case .success(let replies) = await queue.run([RedisCommand("XRANGE", key, "-", "+")]),
            let entries = RedisStreamEntry.range(replies[0])
        else {
            metrics.count(.storeErrors)
            return .unavailable
        }
        // Just after Redis came back, the owner may not have written its generation again yet (it does within a
        // moment): a client told to try again then finds it, where a 404 would have lost it.
        guard !entries.isEmpty else {
            return cameBackLately ? .unavailable : wasForgotten(generation) ? .expired : .unknown
        }
        metrics.count(.storeReads, by: entries.count)
        let stored = entries.compactMap(StoredEvent.init)
        // Events from the first, none missing: otherwise the owner is still writing them again (Redis restarted
        // without its data), and a moment later they will all be there.
        guard stored.count == entries.count, stored.enumerated().allSatisfy({ $0.element.sequence == $0.offset + 1 })
        else { return .unavailable }
        let log = EventLog(
            generation: generation, capacity: max(capacity, stored.count + 1), now: now, budget: budget)
        for event in stored { log.append(event.payload) }
        let follower =
            log.isFinished
            ? nil
            : GenerationFollower(
                endpoint: endpoint, generation: generation, owner: stored.first?.owner, log: log,
                timing: followerTiming, metrics: metrics)
        let (found, isNew) = keep(log, follower: follower, now: now)
        if isNew { follower?.start() }
        return .found(found)
    }

    /// Forgets what nobody read for the window; marks the generations followed here as read (so their owner does
    /// not cancel them as abandoned), and writes what Redis is missing.
    package func sweep(now: Duration) async -> [EventLog] {
        var expired: [EventLog] = []
        for (log, owned) in idle(at: now) {
            // A generation this instance writes may be read on another instance: it is abandoned only if nobody
            // read it anywhere for the window.
            if owned && !log.isFinished,
                case .success(let replies) = await queue.run([RedisCommand("EXISTS", RedisKeys.readers(log.generation))]
                ),
                replies.first == .integer(1)
            {
                log.markRead(at: now)
                continue
            }
            forget(log.generation)
            expired.append(log)
        }
        var marks: [RedisCommand] = []
        for log in followedLogsToMark(at: now) {
            marks.append(RedisCommand("SET", RedisKeys.readers(log.generation), "1", "PX", "\(window.milliseconds)"))
            marks.append(StoredEvent.expire(log.generation, after: window))
        }
        if !marks.isEmpty { queue.submit(marks) }
        stopWritingForgotten()
        catchUp()
        return expired
    }
}
