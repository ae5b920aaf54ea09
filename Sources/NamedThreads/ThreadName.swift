import CThreadName

/// Names the calling thread for the system (`/proc/PID/task/*/comm`, `top -H`, `perf`), at most 15 bytes.
///
/// A new thread starts with the name of the thread that made it, often a dispatch worker's "…root.default-qos",
/// and Foundation's `Thread.name` does not always reach the system: each thread of ours names itself this way, first
/// thing, so the benchmarks and a person reading `top -H` can tell them apart.
package func nameThisThread(_ name: String) {
    introgen_name_this_thread(name)
}
