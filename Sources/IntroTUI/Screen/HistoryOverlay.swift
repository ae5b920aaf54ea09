import FoundationEssentials
import IntroductionStorage
import Localization

/// The saved introductions list (F2): which entry is chosen, how far the list is scrolled, and whether a deletion
/// waits for its y/n.
struct HistoryOverlay: Equatable, Sendable {
    private(set) var listing: ArchiveListing
    private(set) var selected = 0
    /// The first entry row in view.
    private(set) var top = 0
    /// Waiting for y/n before removing the chosen entry's file.
    var confirmingDelete = false
    /// A line for the list's footer ("deleted …", "could not …"); otherwise the footer names skipped files.
    var note: String?

    init(listing: ArchiveListing) {
        self.listing = listing
    }

    var chosen: SavedIntroduction? {
        listing.entries.indices.contains(selected) ? listing.entries[selected] : nil
    }

    /// A fresh listing (after a deletion): the same place in the list, or the last entry when the list got shorter.
    mutating func replace(_ listing: ArchiveListing) {
        self.listing = listing
        selected = min(selected, max(0, listing.entries.count - 1))
    }

    /// Moves the choice by `delta` entries, keeping it in a view of `rows` entries.
    mutating func move(by delta: Int, rows: Int) {
        guard !listing.entries.isEmpty else { return }
        selected = min(max(0, selected + delta), listing.entries.count - 1)
        if selected < top { top = selected }
        if selected >= top + max(1, rows) { top = selected - max(1, rows) + 1 }
    }

    /// The footer: the question while confirming, else the note, else which files were skipped (one line).
    var footer: String {
        if confirmingDelete, let chosen { return tr("Delete %s? y/n", chosen.file.lastPathComponent) }
        if let note { return note }
        let skipped = listing.skipped
        guard let first = skipped.first else { return "" }
        if skipped.count == 1 { return first.description }
        let names = skipped.map(\.file.lastPathComponent).joined(separator: ", ")
        return tr("skipped %1$s files that are not saved introductions: %2$s", skipped.count, names)
    }

    var keys: [String] {
        if confirmingDelete { return [tr("y delete"), tr("n keep")] }
        if listing.entries.isEmpty { return [tr("Esc close")] }
        return [tr("↑↓ choose"), tr("Enter open"), tr("d delete"), tr("Esc close")]
    }
}
