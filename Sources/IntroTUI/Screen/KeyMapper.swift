/// Turns a batch of `wget_wch` results into key actions.
///
/// A batch is everything that was readable at once. That matters twice: Alt-Enter arrives as ESC
/// immediately followed by Enter (so ESC is only a lone Escape when nothing follows it in the same
/// batch), and a paste arrives as many characters, which become one insertion so that combining
/// marks join their base character and the screen is redrawn once.
///
/// Bracketed paste (the terminal wraps pasted text in `ESC [200~` … `ESC [201~` once the app asks for
/// it) is the one thing that spans batches: a long paste arrives over several reads, so the mapper keeps
/// the paste it is collecting until the end marker comes, and the whole paste becomes one insertion —
/// newlines included, instead of Enter presses that would scatter the text over the next fields.
///
/// Alt-← and Alt-→ step through versions however the terminal sends them: as key codes ncurses found in terminfo
/// (xterm's `ESC [1;3D` is `kLFT3`, a code only known at run time, hence `altLeft`/`altRight`), as ESC followed by
/// the arrow, or as readline's ESC b / ESC f.
struct KeyMapper {
    /// The pasted characters so far, while between the start and the end marker.
    private var paste: [UInt32]?
    /// The terminal's key codes for Alt-← and Alt-→, when its terminfo has them.
    private let altLeft: Int32?
    private let altRight: Int32?

    init(altLeft: Int32? = nil, altRight: Int32? = nil) {
        self.altLeft = altLeft
        self.altRight = altRight
    }

    /// Maps one batch with a fresh mapper (no paste in progress); convenient for tests.
    static func actions(for inputs: [KeyInput]) -> [KeyAction] {
        var mapper = KeyMapper()
        return mapper.actions(for: inputs)
    }

    mutating func actions(for inputs: [KeyInput]) -> [KeyAction] {
        var actions: [KeyAction] = []
        var pendingText = String.UnicodeScalarView()
        var index = inputs.startIndex

        func flushText() {
            guard !pendingText.isEmpty else { return }
            actions.append(.edit(.insert(String(pendingText))))
            pendingText.removeAll()
        }

        while index < inputs.endIndex {
            if paste != nil {
                index = collectPaste(inputs, from: index, into: &actions)
                continue
            }
            if Self.matches(Self.pasteStart, in: inputs, at: index) {
                flushText()
                paste = []
                index += Self.pasteStart.count
                continue
            }
            let input = inputs[index]
            index += 1
            if case .character(let value) = input, value >= 0x20, value != 0x7F,
                let scalar = Unicode.Scalar(value), !(0x80...0x9F).contains(value)
            {
                pendingText.append(scalar)
                continue
            }
            flushText()
            if input == .character(0x1B) {
                guard index < inputs.endIndex else {
                    actions.append(.interrupt)
                    continue
                }
                let next = inputs[index]
                if next == .character(0x0D) || next == .character(0x0A) || next == .keyCode(KeyCode.enter) {
                    index += 1
                    actions.append(.edit(.newline))
                } else if next == .character(0x1B) {
                    actions.append(.interrupt)
                } else if next == .keyCode(KeyCode.left) || next == .keyCode(KeyCode.right) {
                    index += 1
                    actions.append(next == .keyCode(KeyCode.left) ? .previousVersion : .nextVersion)
                } else if case .character(let value) = next, value >= 0x20 {
                    index += 1
                    // Alt-b / Alt-f (readline's word keys, what many terminals send for Alt-← / Alt-→) step through
                    // versions; any other Alt+character has no binding: swallow both rather than stop a generation.
                    if value == 0x62 { actions.append(.previousVersion) }
                    if value == 0x66 { actions.append(.nextVersion) }
                } else {
                    actions.append(.interrupt)
                }
                continue
            }
            if case .keyCode(let code) = input, code == altLeft || code == altRight {
                actions.append(code == altLeft ? .previousVersion : .nextVersion)
            } else if let action = Self.action(for: input) {
                actions.append(action)
            }
        }
        flushText()
        return actions
    }

    static let pasteStart: [UInt32] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]  // ESC [ 2 0 0 ~
    static let pasteEnd: [UInt32] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

    /// Takes pasted characters up to the end marker (emitting the paste) or the end of the batch.
    private mutating func collectPaste(_ inputs: [KeyInput], from start: Int, into actions: inout [KeyAction]) -> Int {
        var index = start
        while index < inputs.endIndex {
            if case .character(let value) = inputs[index] { paste?.append(value) }
            index += 1
            if let collected = paste, collected.count >= Self.pasteEnd.count,
                Array(collected.suffix(Self.pasteEnd.count)) == Self.pasteEnd
            {
                let text = collected.dropLast(Self.pasteEnd.count).compactMap(Unicode.Scalar.init)
                    .map { $0 == "\r" ? "\n" : $0 }
                paste = nil
                if !text.isEmpty { actions.append(.edit(.insert(String(String.UnicodeScalarView(text))))) }
                break
            }
        }
        return index
    }

    private static func matches(_ sequence: [UInt32], in inputs: [KeyInput], at index: Int) -> Bool {
        guard inputs.endIndex - index >= sequence.count else { return false }
        for (offset, value) in sequence.enumerated() where inputs[index + offset] != .character(value) {
            return false
        }
        return true
    }

    /// The action for a single non-text input, or nil if the key has no binding.
    static func action(for input: KeyInput) -> KeyAction? {
        switch input {
        case .character(let value):
            switch value {
            case 0x01: return .edit(.moveToLineStart)  // Ctrl-A
            case 0x03: return .interrupt  // Ctrl-C
            case 0x04: return .edit(.deleteForward)  // Ctrl-D
            case 0x05: return .edit(.moveToLineEnd)  // Ctrl-E
            case 0x07: return .generate  // Ctrl-G
            case 0x08, 0x7F: return .edit(.deleteBackward)  // Ctrl-H, DEL (Backspace)
            case 0x09: return .nextField  // Tab
            case 0x0A: return .edit(.newline)  // Ctrl-J
            case 0x0B: return .edit(.deleteToLineEnd)  // Ctrl-K
            case 0x0C: return .redraw  // Ctrl-L
            case 0x0D: return .enter
            case 0x0E: return .nextVersion  // Ctrl-N
            case 0x0F: return .editExternally  // Ctrl-O
            case 0x10: return .previousVersion  // Ctrl-P
            case 0x11: return .quit  // Ctrl-Q
            case 0x12: return .regenerate  // Ctrl-R
            case 0x13: return .save  // Ctrl-S
            case 0x14: return .refine  // Ctrl-T
            case 0x15: return .edit(.deleteToLineStart)  // Ctrl-U
            case 0x17: return .edit(.deleteWordBackward)  // Ctrl-W
            case 0x19: return .copy  // Ctrl-Y
            case 0x1A: return .suspend  // Ctrl-Z
            case 0x1B: return .interrupt
            default: return nil
            }
        case .keyCode(let code):
            switch code {
            case KeyCode.up: return .up
            case KeyCode.down: return .down
            case KeyCode.left: return .left
            case KeyCode.right: return .right
            case KeyCode.home: return .edit(.moveToLineStart)
            case KeyCode.end: return .edit(.moveToLineEnd)
            case KeyCode.backspace: return .edit(.deleteBackward)
            case KeyCode.delete: return .edit(.deleteForward)
            case KeyCode.backTab: return .previousField
            case KeyCode.pageUp: return .pageUp
            case KeyCode.pageDown: return .pageDown
            case KeyCode.enter: return .enter
            case KeyCode.resize: return .resize
            case KeyCode.f1: return .help
            case KeyCode.f2: return .history
            case KeyCode.f3: return .sources
            case KeyCode.f4: return .editExternally
            case KeyCode.f5: return .generate
            case KeyCode.f6: return .report
            default: return nil
            }
        }
    }
}
