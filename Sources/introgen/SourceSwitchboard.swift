import FoundationEssentials
import IntroTUI
import IntroductionConfiguration
import IntroductionCore
import IntroductionProviders
import Synchronization

/// The app's sources: the one in use, the ones the picker (F3) offers, and what the search for local servers found.
///
/// The search runs in a task of its own from the start, so it never delays the first frame; until it ends the menu
/// offers what needs no search (offline, the configured providers) and says it is still looking. A source is made
/// once per choice and kept, so switching back to a server keeps what it learned (which structured output it
/// takes). Every method returns at once; the UI thread calls ``menu()`` and ``takeNotice()``.
final class SourceSwitchboard: Sendable {
    private struct State {
        var probes: [LocalProbe]?
        var currentID: String
        var sources: [String: any IntroductionSource] = [:]
        var notice: String?
    }

    private let catalog: SourceCatalog
    private let state: Mutex<State>

    init(catalog: SourceCatalog, current: Configuration, source: any IntroductionSource) {
        self.catalog = catalog
        let id = SourceCatalog.id(for: current)
        state = Mutex(State(currentID: id, sources: [id: source]))
    }

    /// Looks for local servers (in a task of its own). With `announce` (nothing is configured), a found model is
    /// said in the status line with the key that switches to it. A `LocalSource` in use is resolved too, so the
    /// status line says what it found (or why nothing).
    func startLooking(discovery: LocalDiscovery, announce: Bool, local: LocalSource?) {
        Task {
            if let local {
                let sentence: String
                do {
                    let found = try await local.resolve()
                    sentence = found.sentence
                    let configuration = SourceCatalog.localConfiguration(
                        found.server, model: found.model, over: catalog.current)
                    let id = SourceCatalog.id(for: configuration)
                    state.withLock {
                        $0.currentID = id
                        $0.sources[id] = found.source
                    }
                } catch {
                    sentence = "\(error)"
                }
                state.withLock { $0.notice = sentence }
            }
            let probes = await discovery.probe()
            let found = LocalDiscovery.choose(from: probes, model: nil)
            state.withLock { state in
                state.probes = probes
                if announce, let (server, model) = found {
                    state.notice = "found a local model: \(server.kind.name) \(model) at \(server.place) · F3 to use it"
                } else if state.notice == nil {
                    state.notice = ""
                }
            }
        }
    }

    /// What the picker shows now.
    func menu() -> SourceMenu {
        let (probes, currentID) = state.withLock { ($0.probes, $0.currentID) }
        let items = catalog.choices(local: probes ?? []).map {
            SourceMenu.Item(id: $0.id, title: $0.title, detail: $0.detail)
        }
        let note: String?
        if probes == nil {
            note = "looking for local model servers…"
        } else if probes?.contains(where: { $0.server != nil }) == false {
            note = "no local model server found: start Ollama, LM Studio, llama.cpp or vLLM, or set INTROGEN_LOCAL_URLS"
        } else {
            note = nil
        }
        return SourceMenu(items: items, currentID: currentID, note: note)
    }

    /// News for the status line since the last call (an empty string: the search ended with nothing to say).
    func takeNotice() -> String? {
        state.withLock { state in
            defer { state.notice = nil }
            return state.notice
        }
    }

    /// The source for a menu item's id, made on first use; nil for an id the menu does not know (any more).
    func source(forID id: String) -> (any IntroductionSource)? {
        let probes = state.withLock { $0.probes } ?? []
        if let kept = state.withLock({ $0.sources[id] }) {
            state.withLock { $0.currentID = id }
            return kept
        }
        guard
            let configuration = catalog.choices(local: probes).first(where: { $0.id == id })?.configuration
                ?? catalog.configuration(forID: id),
            let source = try? SourceFactory.makeSource(for: configuration)
        else { return nil }
        state.withLock {
            $0.sources[id] = source
            $0.currentID = id
        }
        return source
    }
}
