import Testing

/// Every test that runs the real binary against a terminal or a server, one at a time: each such app keeps a
/// core busy while a stream is open (URLSession on Linux polls), and several at once would slow the timing
/// tests of the other suites running beside them.
@Suite("introgen end to end", .serialized)
enum EndToEndTests {}
