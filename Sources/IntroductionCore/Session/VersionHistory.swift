package import FoundationEssentials

/// The versions of a run and which one is shown, as a value the session owns.
///
/// A generation becomes a version when it starts (so a stopped or failed one keeps its partial text); the session
/// records its content when it ends. While it streams, the session's state machine holds its live content. A version
/// that ended without any text is dropped when the next one is added, so a failed attempt does not take a place.
/// Adding a version (a generation, an edit, an opened file) shows it; stepping never wraps around.
package struct VersionHistory: Sendable, Equatable {
    /// How many versions are kept between runs.
    package static let keptBetweenRuns = 20

    package private(set) var versions: [IntroductionVersion] = []
    /// The index of the shown version in ``versions``; nil while there is none.
    package private(set) var shownIndex: Int?
    private var lastID = 0

    /// The versions of an earlier run (oldest first), renumbered from 1 and showing the last. A version that was
    /// still generating when it was kept counts as stopped.
    package init(restoring restored: [IntroductionVersion] = []) {
        for var version in restored {
            lastID += 1
            version.id = lastID
            if version.state == .generating { version.state = .stopped }
            versions.append(version)
        }
        shownIndex = versions.indices.last
    }

    /// The shown version.
    package var shown: IntroductionVersion? { shownIndex.map { versions[$0] } }

    /// A number no version of this run has had.
    package mutating func makeID() -> Int {
        lastID += 1
        return lastID
    }

    /// The index of the version `id`.
    package func index(of id: Int) -> Int? {
        versions.firstIndex { $0.id == id }
    }

    /// Appends `version` and shows it; a last version that ended without text gives up its place.
    package mutating func append(_ version: IntroductionVersion) {
        if let last = versions.last, last.state != .generating, !last.hasText { versions.removeLast() }
        versions.append(version)
        shownIndex = versions.indices.last
    }

    /// Records what a generation came to (content, state, figures), from the state machine's snapshot of it.
    package mutating func record(_ snapshot: SessionSnapshot) {
        guard let index = index(of: snapshot.generation) else { return }
        versions[index].content = snapshot.content
        versions[index].state = snapshot.state
        versions[index].metrics = snapshot.metrics
        versions[index].isCutShort = snapshot.isCutShort
        versions[index].arrivedWhole = snapshot.arrivedWhole
        versions[index].sectionsMissing = snapshot.sectionsMissing
        versions[index].report = snapshot.report
    }

    /// Adds a copy of version `id` holding `content`, marked edited and dated `date`, and shows it; returns whether
    /// there was such a version.
    package mutating func addEdit(of id: Int, content: PartialIntroduction, date: Date) -> Bool {
        guard let index = index(of: id) else { return false }
        var copy = versions[index]
        copy.id = makeID()
        copy.content = content
        copy.state = .completed
        copy.isEdited = true
        copy.metrics = GenerationMetrics()
        // The person's text: neither the model's length limit nor the server's way of sending applies to it.
        copy.isCutShort = false
        copy.arrivedWhole = false
        copy.sectionsMissing = false
        // What the source left out may be in the person's text now; the app cannot tell, so it no longer says.
        copy.report = nil
        copy.date = date
        append(copy)
        return true
    }

    /// Shows the version `offset` places later (negative: earlier); returns whether the shown version changed.
    package mutating func step(by offset: Int) -> Bool {
        guard let shownIndex else { return false }
        let target = min(max(0, shownIndex + offset), versions.count - 1)
        guard target != shownIndex else { return false }
        self.shownIndex = target
        return true
    }

    /// What is worth keeping between runs: the last ``keptBetweenRuns`` versions that ended with some text.
    package var kept: [IntroductionVersion] {
        Array(versions.filter { $0.state != .generating && $0.hasText }.suffix(Self.keptBetweenRuns))
    }
}
