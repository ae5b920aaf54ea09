/// Time since a start, read from any clock with `Duration` steps.
///
/// `any Clock<Duration>` hides its instant type, so the start instant is captured once inside a
/// generic function, where the type is known, and only durations come out.
package struct Stopwatch: Sendable {
    private let read: @Sendable () -> Duration

    package init(_ clock: any Clock<Duration>) {
        read = Self.start(clock)
    }

    private static func start<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }

    package var elapsed: Duration { read() }
}
