import CCurl

extension HTTPStreamingTransport {
    /// "libcurl 7.88.1": the libcurl this process runs on, read at run time (`curl_version_info`), so `--version`
    /// names the library actually loaded, not the headers it was built against.
    public static var libraryVersion: String {
        "libcurl " + String(cString: introgen_curl_version())
    }
}
