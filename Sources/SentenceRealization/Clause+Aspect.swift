extension Clause {
    /// The aspect a verb's action has with this clause's object: an activity done to a counted object is bounded, an
    /// event once it is over or up to now ("I wrote three books", "I've written three books since 2019"; 「本を3冊
    /// 書きました」), where the bare activity goes on ("I was writing", 「書いていました」).
    func aspect(of verbAspect: Aspect) -> Aspect {
        if isInProgress, verbAspect == .activity || verbAspect == .event || verbAspect == .work { return .process }
        if verbAspect == .activity, case .action(_, let object?) = predicate, object.count != nil { return .event }
        return verbAspect
    }
}
