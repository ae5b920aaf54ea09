import Testing

/// Every test that drives the real binary in a real terminal (tmux). The suites run beside the other end-to-end
/// tests, each keeping its own tests in order (terminal timing on a two-core machine).
@Suite("introgen in a terminal")
enum TerminalTests {}
