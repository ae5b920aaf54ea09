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
