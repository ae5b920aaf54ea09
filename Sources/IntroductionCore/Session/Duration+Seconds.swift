extension Duration {
    /// The duration in seconds as a `Double`, for rates and display: the one conversion every layer above
    /// uses, so a figure on screen and one in a benchmark are computed the same way.
    package var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
