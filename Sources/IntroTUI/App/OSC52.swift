import FoundationEssentials

/// The OSC 52 "set clipboard" sequence, which terminals (and tmux with set-clipboard) honour
/// even over ssh. BEL terminates it; it is what xterm, kitty, iTerm2 and tmux accept.
package enum OSC52 {
    package static func sequence(for text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    }
}
