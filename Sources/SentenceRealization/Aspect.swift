/// How a verb's action lies in time, which decides the English forms a time frame gives it (SimpleNLG's aspect, kept
/// to the distinctions an introduction needs). Japanese needs only `event` apart: a finished event is said with た
/// (入社しました), anything else that went on with ていた (働いていました).
enum Aspect: Sendable, Hashable {
    /// Goes on: "I've been teaching since 2015", "From next month, I'll be teaching".
    case activity
    /// Goes on and is said in progress even now: "I'm learning Japanese", "I'm looking for a role".
    case process
    /// Working, said in the perfect simple: "I've worked freelance since 2021", yet "I'll be working" ahead.
    case work
    /// Holds rather than happens, never progressive: "I've lived in Osaka since 2019", "I've had two cats".
    case state
    /// Happens at once: "I joined Stripe in 2024"; 「Stripeに入社しました」.
    case event

    /// Said in the perfect progressive over an ongoing frame ("I've been roofing since I was 17").
    var ongoingIsProgressive: Bool { self == .activity || self == .process }
    /// Said in the future progressive from a point ahead ("I'll be working at …").
    var futureIsProgressive: Bool { self == .activity || self == .process || self == .work }
}
