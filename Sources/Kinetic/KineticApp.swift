import FoundationEssentials
import KineticAssembly
import Kit
import Platform
import Preferences
import SolveCommandLine
import StandardStreams

#if canImport(Glibc)
    import Glibc
#endif

/// Wires the platform host, the scenes and the automation files together, runs, and saves state at quit.
@MainActor
enum KineticApp {
    /// Runs the app; returns the process exit status.
    static func launch(_ options: LaunchOptions) -> Int32 {
        let launchClock = ContinuousClock.now
        let configDirectory = PreferencesLocation.directory()
        // Every file's load problems and failed saves go here from the start; the window tells them once it is up.
        let saveStatus = FileSaveStatus()
        let state = AppStateStore(AppState.load(from: configDirectory, status: saveStatus))
        do {
            let automation = try options.automationDirectory.map { try AutomationFiles(directory: $0) }
            let host = try AppHost(
                configuration: hostConfiguration(
                    options, state: state.value, stateFile: configDirectory.appendingPathComponent(AppState.fileName)))
            var sink: EventLog.Sink?
            if let automation { sink = { line in automation.appendEvent(line) } }
            let events = EventLog(clock: { host.now }, sink: sink)
            events.emit(AppEvent.launched(version: KineticVersion.current, headless: options.headless))
            let resources = ResourceLocator.standard()
            let iconPath = try resources.path(for: "icons/kinetic.svg")
            try host.setWindowIcon(svgPath: iconPath)
            let notifier = DesktopNotifier(mailbox: host.mailbox, iconPath: iconPath)
            let notifications = NotificationScheduler(window: host.window, notifier: notifier, events: events) {
                StandardError.write(($0 + "\n"))
            }
            let preferences = PreferencesStore(
                sections: SceneRegistry.settingsSections, directory: configDirectory, clock: { host.now },
                saveStatus: saveStatus)
            let autosave = PreferencesAutosave(store: preferences, timers: host.window.timers) { host.now }
            let sound = AppSound(host: host, events: events, preferences: preferences, headless: options.headless)
            let pictures = host.makeImageLoader()
            let context = SceneContext(
                events: events, preferences: preferences, notifications: notifications, state: state,
                dataDirectory: DataLocation.directory(),
                resourceImage: { name in try ImageLoader.image(at: resources.path(for: name)) },
                loadPicture: { path, completion in pictures.load(path, completion: completion) },
                fileChooser: PortalFileChooser(mailbox: host.mailbox))
            let composition = try AppComposition(context: context)
            let tabs = TabBarController(tabs: composition.tabs, selectedName: options.tab ?? state.value.lastTab)
            tabs.onSelect = { (scene: Scene) in events.emit(AppEvent.tabSelected(tab: scene.name)) }
            host.window.events = events
            host.window.setRootScene(tabs)
            events.emit(AppEvent.tabSelected(tab: tabs.selectedScene.name))
            // After the root scene, so the notices' banners (files reset at launch among them) show above it.
            let saveNotices = FileSaveNotices(status: saveStatus, window: host.window, events: events)
            let quit = AppQuit(
                window: host.window, root: tabs, status: saveStatus,
                saveEverything: {
                    tabs.sceneWillTerminate()
                    autosave.flush()
                    guard !options.headless else { return }
                    remember(host, tabs: tabs, in: &state.value)
                    state.value.save(to: configDirectory, status: saveStatus)
                },
                stopRunning: { host.requestQuit() })
            host.onQuitRequest = { quit.userAskedToQuit() }
            // Screen readers see the tree over AT-SPI; a headless run has no desktop to publish it on. The bus
            // thread starts with the host's later services, so joining the bus never competes with the first
            // frames (a screen reader meets the window half a second after it appears).
            let accessibility =
                options.headless ? nil : AccessibilityBridge(host: host, version: KineticVersion.current)
            host.afterFirstFrames { accessibility?.start() }
            host.onFrame = { frameNumber, _ in
                let presentedMonotonic = monotonicMilliseconds()
                automation?.writeTree(host.window, framesPresented: frameNumber, notifications: notifications)
                accessibility?.windowDidRender()
                if frameNumber == 1 {
                    showSettingsNotices(preferences, in: host.window)
                    RunLoopProbe.startIfRequested(events: events)
                    let elapsed = ContinuousClock.now - launchClock
                    let milliseconds =
                        Double(elapsed.components.seconds) * 1000
                        + Double(elapsed.components.attoseconds) / 1e15
                    events.emit(
                        AppEvent.ready(
                            frameMilliseconds: milliseconds, presentedMonotonicMilliseconds: presentedMonotonic))
                }
            }
            host.onFileDrop = { path in _ = tabs.handleFileDrop(path) }
            if let replay = options.replay { host.play(replay) }
            host.onResize = { size in
                events.emit(AppEvent.windowResized(width: size.width, height: size.height))
            }
            try host.run()
            tabs.sceneWillDisappear()
            // Ended by a signal or a frame limit, nobody was asked: keep what can be kept, say what could not.
            quit.saveBeforeExit(signal: host.quitSignal)
            notifications.deliverAllNow()
            events.emit(AppEvent.quit)
            withExtendedLifetime(saveNotices) {}
            automation?.close()
            accessibility?.stop()
            sound.close()
            host.shutdown()
            return 0
        } catch {
            StandardError.write("\(error)\n")
            return 1
        }
    }

    /// A settings file that could not be read is explained once, in an alert over the first frame (the file
    /// already said so in one line on stderr). Failed saves are told as they happen, by `FileSaveNotices`.
    private static func showSettingsNotices(_ preferences: PreferencesStore, in window: Window) {
        for notice in preferences.takeNotices() {
            Alert(
                title: "Settings Reset to Defaults", message: notice.message,
                actions: [AlertAction(title: "OK", style: .cancel)]
            ).present(in: window)
        }
    }

    private static func hostConfiguration(_ options: LaunchOptions, state: AppState, stateFile: URL)
        -> HostConfiguration
    {
        var configuration = HostConfiguration()
        if !options.headless {
            let remembered = WindowGeometry.remembered(in: state, file: stateFile)
            configuration.size = options.size ?? remembered.size
            configuration.fitsSizeToDisplay = options.size == nil
            configuration.position = remembered.position
        } else {
            configuration.size = options.size
        }
        configuration.fullscreen = options.fullscreen
        configuration.headless = options.headless
        configuration.frameLimit = options.frameLimit
        configuration.screenshotPath = options.screenshotPath
        return configuration
    }

    private static func remember(_ host: AppHost, tabs: TabBarController, in state: inout AppState) {
        state.lastTab = tabs.selectedScene.name
        guard !host.isFullscreen else { return }
        let size = host.pointSize
        let position = host.position
        state.windowWidth = size.width
        state.windowHeight = size.height
        state.windowX = position.x
        state.windowY = position.y
    }
}

/// CLOCK_MONOTONIC in milliseconds: the clock a launcher can read when it starts the process, so that process
/// start to first present is measured the same way for kinetic and for a bare SDL2 program.
private func monotonicMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}
