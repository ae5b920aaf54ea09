/// What a key means, before the screen decides what it does in the current context
/// (for example Left edits in a text field but cycles the choice in an option field).
enum KeyAction: Equatable, Sendable {
    case edit(EditCommand)
    case left
    case right
    case up
    case down
    case nextField
    case previousField
    /// Enter: moves to the next field.
    case enter
    case generate
    case regenerate
    /// Esc or Ctrl-C: stops a running generation, closes the help.
    case interrupt
    case save
    case copy
    /// Ctrl-P, Alt-←: the version before the shown one.
    case previousVersion
    /// Ctrl-N, Alt-→: the version after the shown one.
    case nextVersion
    /// Ctrl-O, F4: edit the chosen section of the shown version in the person's editor.
    case editExternally
    /// F2: the saved introductions.
    case history
    /// F3: the sources and models to switch to.
    case sources
    /// Ctrl-T: change the shown version by an instruction.
    case refine
    /// F6: what the shown version left out of the profile, and why.
    case report
    case pageUp
    case pageDown
    case help
    case quit
    case suspend
    case redraw
    case resize
}
