/// What a contact address is, read from its spelling, since each is offered differently: an email is for reaching
/// someone, a handle is a name on a platform, a link is something to look at.
enum ContactShape: Sendable, Hashable {
    case email, handle, link

    init(_ address: String) {
        if address.hasPrefix("@") {
            self = .handle
        } else if let at = address.firstIndex(of: "@"), at != address.startIndex, !address.contains("/"),
            address[at...].contains(".")
        {
            self = .email
        } else {
            self = .link
        }
    }
}
