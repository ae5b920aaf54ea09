import Foundation

/// Runs blocking work (a child process to wait for, `openssl` making keys) on a thread of its own and awaits it.
///
/// Swift's cooperative pool has as many threads as the machine has cores: two here and in CI. A test that blocks
/// one of them (`Process.waitUntilExit`, a pipe read, a lazy static that runs a command) holds back every other
/// test's tasks and clocks, and tests that wait a few seconds for an event then fail together after a stall.
public func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try work() }) }
        thread.name = "test-blocking-work"
        thread.start()
    }
}

/// Runs seconds of computation (the quality harness, a big fixture) on one serial queue shared by every test, and
/// awaits it.
///
/// Computation holds a cooperative thread just as a blocking call does. Queued one after another on a queue of its
/// own, such work takes at most one core, so the pool's threads keep running the other tests' tasks and clocks.
public func computedOffThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        heavyComputation.async { continuation.resume(with: Result { try work() }) }
    }
}

private let heavyComputation = DispatchQueue(label: "test-heavy-computation")
