import CCurl

extension HTTPStreamingTransport {
    /// "libcurl 7.88.1": the libcurl whose headers introgen was built with. libcurl is loaded only when a first
    /// connection opens, and asking the loaded library would cost `--version` the loading (twice its start time and
    /// about 7 MB); on a system's own packages the two versions are the same.
    public static var libraryVersion: String {
        "libcurl " + String(cString: introgen_curl_header_version())
    }
}
