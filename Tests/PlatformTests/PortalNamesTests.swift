import Kit
import Testing

@testable import Platform

/// The XDG desktop portal client's pure parts: the handle it listens on before calling, the URI it gets back,
/// and how a failure is sorted for the user. The portal itself is driven end to end (test_crossfade_open.py).
@Suite("Desktop portal: request handles, file URIs, failures")
struct PortalNamesTests {
    @Test("The handle a request will get is made from the caller's unique name, “.” as “_”, and its token")
    func requestPath() {
        #expect(
            PortalNames.requestPath(sender: ":1.42", token: "kinetic_7")
                == "/org/freedesktop/portal/desktop/request/1_42/kinetic_7")
    }

    @Test("A token is a valid object path element, and new for every request")
    func tokens() {
        let token = PortalNames.newToken()
        #expect(token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" })
        #expect(token != PortalNames.newToken())
    }

    @Test("A file URI gives its path, escapes decoded; other URIs and remote hosts give none")
    func fileURIs() {
        #expect(
            PortalNames.path(fromFileURI: "file:///home/me/My%20Pictures/caf%C3%A9.png")
                == "/home/me/My Pictures/café.png")
        #expect(PortalNames.path(fromFileURI: "file://localhost/tmp/a.png") == "/tmp/a.png")
        #expect(PortalNames.path(fromFileURI: "https://example.com/a.png") == nil)
        #expect(PortalNames.path(fromFileURI: "file://elsewhere/tmp/a.png") == nil)
        #expect(PortalNames.path(fromFileURI: "not a uri") == nil)
    }

    @Test("No portal, no file chooser in it, no answer, no bus: the portal is missing; other errors are failures")
    func classification() {
        for reason in [
            "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.UnknownMethod",
            "org.freedesktop.DBus.Error.NoReply", "org.freedesktop.DBus.Error.Timeout",
            "org.freedesktop.DBus.Error.Spawn.ExecFailed",
        ] {
            #expect(PortalFailure.classify(reason).isUnavailable, "\(reason)")
        }
        #expect(PortalFailure.noSessionBus("No such file or directory").isUnavailable)
        #expect(!PortalFailure.classify("org.freedesktop.DBus.Error.AccessDenied").isUnavailable)
        #expect(
            PortalFailure.classify("org.freedesktop.DBus.Error.ServiceUnknown").summary.contains("xdg-desktop-portal"))
    }

    @Test("The answer: 0 with a file URI is that file, 1 is cancelled, anything else or no local file a failure")
    func responses() {
        #expect(PortalOpenFileRequest.outcome(of: (0, ["file:///tmp/a%20b.png"])) == .chosen(path: "/tmp/a b.png"))
        #expect(PortalOpenFileRequest.outcome(of: (1, [])) == .cancelled)
        guard case .failed(let other) = PortalOpenFileRequest.outcome(of: (2, [])) else {
            Issue.record("response 2 is a failure")
            return
        }
        #expect(!other.isUnavailable)
        guard case .failed = PortalOpenFileRequest.outcome(of: (0, ["sftp://host/a.png"])) else {
            Issue.record("a remote file is a failure")
            return
        }
        guard case .failed = PortalOpenFileRequest.outcome(of: (0, [])) else {
            Issue.record("no file is a failure")
            return
        }
    }
}
