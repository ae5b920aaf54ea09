/// Polls `condition` every few milliseconds until it holds or `timeout` passes; returns whether it held.
public func eventually(timeout: Duration = .seconds(30), _ condition: () async -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while clock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return await condition()
}
