extension Duration {
    /// The duration in seconds as a `Double`, for rates and display: the one conversion every layer above
    /// uses, so a figure on screen and one in a benchmark are computed the same way.
    package var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// "1.2s": an elapsed time as introgen shows it (the status line, `generate`'s summary, the quality report), in
    /// seconds rounded half away from zero to `places` decimals. (``SourceError``'s waits are whole seconds rounded
    /// up instead, on purpose: a wait must never be understated.)
    package func formattedSeconds(places: Int = 1) -> String {
        let scale = (0..<max(0, places)).reduce(1) { scale, _ in scale * 10 }
        let units = Int((inSeconds * Double(scale)).rounded())
        guard scale > 1 else { return "\(units)s" }
        let fraction = String(units % scale)
        return "\(units / scale)." + String(repeating: "0", count: places - fraction.count) + fraction + "s"
    }
}
