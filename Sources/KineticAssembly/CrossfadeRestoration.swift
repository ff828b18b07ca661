import Crossfade
import FoundationEssentials
import Kit
import Preferences
import StandardStreams

/// The pictures a user dropped on Crossfade are remembered by path and come back when the scene is built.
@MainActor
enum CrossfadeRestoration {
    /// Loads each remembered picture in the background (the built-in artwork shows until it is ready). One that
    /// is gone, refused or damaged is forgotten with one line on stderr, so a bad file costs one launch at most.
    static func restoreDroppedImages(into scene: CrossfadeScene, builtIn: [Image], context: SceneContext) {
        let state = context.state
        let events = context.events
        scene.loadImage = context.loadPicture
        for (slot, path) in (state.value.crossfadeImagePaths ?? []).prefix(builtIn.count).enumerated() {
            guard let path else { continue }
            context.loadPicture(path) { [weak scene] result in
                guard let scene else { return }
                switch result {
                case .success(let custom):
                    // A picture dropped while this one loaded wins.
                    guard scene.images[slot] == builtIn[slot] else { return }
                    scene.replaceImage(at: slot, with: custom)
                    events.emit(CrossfadeEvent.imageRestored(slot: slot, path: path))
                case .failure(let error):
                    StandardError.write(
                        "kinetic: forgetting the remembered Crossfade picture \(path): \(error.message)\n")
                    if state.value.crossfadeImagePaths?[slot] == path { state.value.crossfadeImagePaths?[slot] = nil }
                    events.emit(CrossfadeEvent.imageForgotten(slot: slot, path: path, reason: error.reason))
                }
            }
        }
        scene.onImagesChanged = { images in
            state.value.crossfadeImagePaths = zip(images, builtIn).map { shown, original in
                shown == original ? nil : shown.path
            }
        }
    }
}
