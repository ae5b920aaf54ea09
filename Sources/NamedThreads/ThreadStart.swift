import CThreadName

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` on a new detached thread that names itself `name` first (at most 15 bytes shown).
///
/// A plain `pthread_create` rather than Foundation's `Thread`: one `import Foundation` links all of Foundation and
/// ICU into the binary (about 2.7 MB of every process's memory), and a thread is all we used it for. Blocking work
/// (a curl loop, a terminal, a reader of a pipe) goes here, never on Swift's cooperative pool. `stackSize` in bytes;
/// nil keeps the system's default (the stack limit, usually 8 MiB). A thread that cannot be started (the process is
/// out of threads or memory) stops the process: every caller's work would otherwise silently never happen.
package func startThread(named name: String, stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) {
    let work = Unmanaged.passRetained(ThreadWork(name: name, body: body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
    #if canImport(Glibc)
        var thread = pthread_t()
    #else
        var thread: pthread_t?
    #endif
    let result = pthread_create(
        &thread, &attributes,
        { pointer in
            let work = Unmanaged<ThreadWork>.fromOpaque(pointer!).takeRetainedValue()
            nameThisThread(work.name)
            work.body()
            return nil
        }, work)
    if result != 0 {
        Unmanaged<ThreadWork>.fromOpaque(work).release()
        fatalError("cannot start thread \(name): \(String(cString: strerror(result)))")
    }
}

/// What a new thread runs, handed to it through `pthread_create`'s one pointer.
private final class ThreadWork: Sendable {
    let name: String
    let body: @Sendable () -> Void

    init(name: String, body: @escaping @Sendable () -> Void) {
        self.name = name
        self.body = body
    }
}
