import IntroductionServer
import Synchronization
import Testing

/// A waiter that counts its wake-ups.
final class CountingWaiter: LogWaiter {
    let wakes = Mutex(0)
    func logDidGrow() { wakes.withLock { $0 += 1 } }
    var count: Int { wakes.withLock { $0 } }
}

@Suite("A generation's event log")
struct EventLogTests {
    let generation = GenerationID("g")!

    func payload(_ data: String, last: Bool = false) -> EventPayload {
        EventPayload(kind: .frame, data: data, isLast: last)
    }

    func sequences(_ read: EventLog.Read) -> [Int]? {
        guard case .events(let events) = read else { return nil }
        return events.map(\.sequence)
    }

    @Test func readersGetTheEventsAfterTheirCursorInOrder() {
        let log = EventLog(generation: generation, capacity: 100, now: .zero)
        for index in 1...5 { log.append(payload("\(index)")) }
        #expect(sequences(log.read(after: 0, limit: 10, waiter: nil)) == [1, 2, 3, 4, 5])
        #expect(sequences(log.read(after: 3, limit: 10, waiter: nil)) == [4, 5])
        #expect(sequences(log.read(after: 1, limit: 2, waiter: nil)) == [2, 3])
    }

    @Test func aReaderThatCaughtUpIsWokenOnceByTheNextEvent() {
        let log = EventLog(generation: generation, capacity: 100, now: .zero)
        log.append(payload("1"))
        let waiter = CountingWaiter()
        guard case .waiting = log.read(after: 1, limit: 10, waiter: waiter) else {
            Issue.record("a reader with nothing to read waits")
            return
        }
        log.append(payload("2"))
        log.append(payload("3"))
        #expect(waiter.count == 1, "registered once, woken once")
        #expect(sequences(log.read(after: 1, limit: 10, waiter: waiter)) == [2, 3])
    }

    @Test func afterTheLastEventNothingIsAppendedAndReadersAtTheEndAreDone() {
        let log = EventLog(generation: generation, capacity: 100, now: .zero)
        log.append(payload("1"))
        #expect(log.append(payload("end", last: true)) == .appended(sequence: 2))
        #expect(log.append(payload("late")) == .finished)
        #expect(log.isFinished)
        guard case .ended = log.read(after: 2, limit: 10, waiter: nil) else {
            Issue.record("a reader past the last event is done")
            return
        }
    }

    @Test func theLastPlaceIsKeptForTheEnding() {
        let log = EventLog(generation: generation, capacity: 3, now: .zero)
        #expect(log.append(payload("1")) == .appended(sequence: 1))
        #expect(log.append(payload("2")) == .appended(sequence: 2))
        #expect(log.append(payload("3")) == .full)
        #expect(log.append(payload("failed", last: true)) == .appended(sequence: 3))
    }

    @Test func anEventKeptElsewhereFirstIsReadOnlyOncePublishedAndInOrder() {
        let log = EventLog(generation: generation, capacity: 100, now: .zero)
        log.append(payload("1"))
        let waiter = CountingWaiter()
        #expect(log.append(payload("2")) { _ in .later } == .appended(sequence: 2))
        #expect(log.append(payload("end", last: true)) { _ in .later } == .appended(sequence: 3))
        #expect(sequences(log.read(after: 0, limit: 10, waiter: waiter)) == [1])
        guard case .waiting = log.read(after: 1, limit: 10, waiter: waiter) else {
            Issue.record("an ending not yet published is not the end")
            return
        }
        #expect(log.lastSequence == 1 && log.appendedCount == 3 && log.isFinished)
        log.publish(through: 2)
        #expect(waiter.count == 1)
        #expect(sequences(log.read(after: 1, limit: 10, waiter: nil)) == [2])
        log.publish(through: 3)
        #expect(sequences(log.read(after: 2, limit: 10, waiter: nil)) == [3])
        guard case .ended = log.read(after: 3, limit: 10, waiter: nil) else {
            Issue.record("published, the ending ends the log")
            return
        }
    }

    @Test func replayingHandsOverEveryEventAfterAPlacePublishedOrNot() {
        let log = EventLog(generation: generation, capacity: 100, now: .zero)
        log.append(payload("1"))
        _ = log.append(payload("2")) { _ in .later }
        _ = log.append(payload("3")) { _ in .later }
        var replayed: [Int] = []
        log.replay(after: 1) { replayed = $0.map(\.sequence) }
        #expect(replayed == [2, 3])
        log.replay(after: 3) { replayed = $0.map(\.sequence) }
        #expect(replayed.isEmpty)
    }

    @Test func itIsIdleOnlyWhileNobodyReadsIt() {
        let log = EventLog(generation: generation, capacity: 10, now: .seconds(1))
        #expect(log.isIdle(for: .seconds(5), at: .seconds(6)))
        log.attach()
        log.attach()
        #expect(!log.isIdle(for: .seconds(5), at: .seconds(100)))
        log.detach(at: .seconds(100))
        #expect(!log.isIdle(for: .seconds(5), at: .seconds(200)), "one reader is still there")
        log.detach(at: .seconds(200))
        #expect(!log.isIdle(for: .seconds(5), at: .seconds(204)))
        #expect(log.isIdle(for: .seconds(5), at: .seconds(205)))
    }
}

@Suite("The in-memory resume log")
struct MemoryResumeLogTests {
    @Test func aGenerationNobodyReadsIsForgottenAfterTheWindowAndNotBefore() async {
        let resumeLog = MemoryResumeLog(
            window: .seconds(300), capacity: 10, maxKept: 10, budget: ResumeBudget(limit: 1 << 20))
        let kept = GenerationID("kept")!
        let read = GenerationID("read")!
        _ = resumeLog.create(kept, now: .zero)
        resumeLog.create(read, now: .zero).attach()
        #expect(await resumeLog.sweep(now: .seconds(299)).isEmpty)
        #expect(await resumeLog.sweep(now: .seconds(300)).map(\.generation) == [kept])
        #expect(await resumeLog.find(kept, now: .seconds(300)).log == nil)
        #expect(
            await resumeLog.find(read, now: .seconds(300)).log != nil, "a generation being read is kept however long")
        #expect(await resumeLog.sweep(now: .seconds(10_000)).isEmpty)
        #expect(await resumeLog.find(kept, now: .seconds(300)).isExpired, "forgotten: expired, not unknown")
        #expect(await !resumeLog.find(GenerationID("never")!, now: .seconds(300)).isExpired)
    }

    /// Past the memory budget the oldest finished generations are forgotten first; one being read, or running, never
    /// is, and when running ones alone fill the budget a new one must wait.
    @Test func overTheMemoryBudgetTheOldestFinishedGenerationsAreForgottenFirst() async {
        let event = EventPayload(kind: .frame, data: String(repeating: "x", count: 900))
        let budget = ResumeBudget(limit: 12_000)
        let resumeLog = MemoryResumeLog(window: .seconds(300), capacity: 100, maxKept: 1_000, budget: budget)
        var finished: [EventLog] = []
        for index in 0..<12 {
            let log = resumeLog.create(GenerationID("g\(index)")!, now: .seconds(Int64(index)))
            _ = await resumeLog.append(event, to: log)
            _ = await resumeLog.append(EventPayload(kind: .frame, data: "{}", isLast: true), to: log)
            if index == 1 { log.attach() }
            finished.append(log)
        }
        #expect(budget.bytes <= budget.limit, "\(budget.bytes) bytes kept for a budget of \(budget.limit)")
        #expect(budget.evicted > 0)
        #expect(await resumeLog.find(finished[0].generation, now: .seconds(20)).isExpired, "the oldest went first")
        #expect(await resumeLog.find(finished[1].generation, now: .seconds(20)).log != nil, "one being read stays")
        #expect(await resumeLog.find(finished[11].generation, now: .seconds(20)).log != nil, "the newest stays")
        #expect(resumeLog.makeRoom())
        // Running generations filling the budget: never dropped, and no room for another.
        for index in 0..<14 {
            let running = resumeLog.create(GenerationID("r\(index)")!, now: .seconds(30))
            _ = await resumeLog.append(event, to: running)
        }
        #expect(!resumeLog.makeRoom())
        #expect(await resumeLog.find(GenerationID("r0")!, now: .seconds(30)).log != nil)
        let before = budget.bytes
        for log in finished {
            _ = await resumeLog.find(log.generation, now: .seconds(30)).log?.detach(at: .seconds(30))
        }
        _ = await resumeLog.sweep(now: .seconds(1_000))
        #expect(budget.bytes < before, "what is forgotten gives its memory back")
    }

    @Test func pastItsBoundTheFinishedGenerationIdleLongestMakesRoom() async {
        let resumeLog = MemoryResumeLog(
            window: .seconds(300), capacity: 10, maxKept: 2, budget: ResumeBudget(limit: 1 << 20))
        let old = resumeLog.create(GenerationID("old")!, now: .seconds(1))
        old.append(EventPayload(kind: .frame, data: "{}", isLast: true))
        let running = resumeLog.create(GenerationID("running")!, now: .zero)
        _ = resumeLog.create(GenerationID("new")!, now: .seconds(2))
        #expect(resumeLog.count == 2)
        #expect(await resumeLog.find(GenerationID("old")!, now: .seconds(2)).log == nil)
        #expect(
            await resumeLog.find(running.generation, now: .seconds(2)).log != nil,
            "a running generation is never dropped early")
    }
}

extension ResumeLookup {
    /// The log found; nil for an unknown or unavailable generation.
    var log: EventLog? {
        if case .found(let log) = self { return log }
        return nil
    }

    /// Whether it was kept once and forgotten (410), not unknown (404).
    var isExpired: Bool {
        if case .expired = self { return true }
        return false
    }
}
