#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Unbuffered writes to the standard descriptors: every call reaches the pipe before the next read.
enum StandardStreams {
    static func write(_ bytes: [UInt8], to descriptor: Int32 = 1) {
        bytes.withUnsafeBytes { write($0, to: descriptor) }
    }

    static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32 = 1) {
        do {
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    static func write(_ text: String, to descriptor: Int32 = 1) {
        write(Array(text.utf8), to: descriptor)
    }

    /// One line on stderr: errors and progress never mix with the text on stdout.
    static func error(_ line: String) {
        write(line + "\n", to: 2)
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
