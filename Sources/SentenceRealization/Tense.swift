/// The tense the plan asks for. A time frame may decide it instead (`since` is always ongoing, `between` always
/// finished), because the frame is what the person typed and the tense only fills in what the frame leaves open.
package enum Tense: Sendable, Hashable {
    case present, past, future
}
