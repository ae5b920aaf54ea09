import CThreadName

/// Names the calling thread for the system (`/proc/PID/task/*/comm`, `top -H`, `perf`), at most 15 bytes.
///
/// A new thread starts with the name of the thread that made it, often a dispatch worker's "…root.default-qos":
/// ``startThread(named:stackSize:_:)`` names each thread of ours this way, first thing, so the benchmarks and a
/// person reading `top -H` can tell them apart.
func nameThisThread(_ name: String) {
    introgen_name_this_thread(name)
}
