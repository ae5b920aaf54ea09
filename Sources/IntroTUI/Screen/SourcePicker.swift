import Localization

/// The source picker (F3): the menu as it was when opened, and which item is chosen.
struct SourcePicker: Equatable, Sendable {
    private(set) var menu: SourceMenu
    private(set) var selected = 0
    /// The first item row in view.
    private(set) var top = 0

    /// Opens on the source in use.
    init(menu: SourceMenu) {
        self.menu = menu
        selected = menu.items.firstIndex { $0.id == menu.currentID } ?? 0
    }

    var chosen: SourceMenu.Item? {
        menu.items.indices.contains(selected) ? menu.items[selected] : nil
    }

    /// A newer menu (servers found meanwhile): the same item stays chosen where it still is.
    mutating func replace(_ menu: SourceMenu, rows: Int) {
        let id = chosen?.id
        self.menu = menu
        selected = menu.items.firstIndex { $0.id == id } ?? min(selected, max(0, menu.items.count - 1))
        move(by: 0, rows: rows)
    }

    /// Moves the choice by `delta` items, keeping it in a view of `rows` items.
    mutating func move(by delta: Int, rows: Int) {
        guard !menu.items.isEmpty else { return }
        selected = min(max(0, selected + delta), menu.items.count - 1)
        if selected < top { top = selected }
        if selected >= top + max(1, rows) { top = selected - max(1, rows) + 1 }
    }

    var keys: [String] {
        menu.items.isEmpty ? [tr("Esc close")] : [tr("↑↓ choose"), tr("Enter use"), tr("Esc close")]
    }
}
