import Testing

/// Every test that runs the real binary against a terminal or a server. It used to run them one at a time
/// because each app kept a core busy while a stream was open (URLSession on Linux polls); on libcurl an open
/// stream sleeps in `curl_multi_poll`, so the suites run beside each other, and only the tmux suites keep their
/// own tests in order (terminal timing on a two-core machine).
@Suite("introgen end to end")
enum EndToEndTests {}
