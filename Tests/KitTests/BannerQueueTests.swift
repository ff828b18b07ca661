import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("Banners show one at a time, and their text stays inside them")
struct BannerQueueTests {
    let clock = TestClock()
    let window: Window

    init() {
        window = Window(size: Size(width: 800, height: 600), clock: clock)
        window.setRootScene(Scene(name: "test", title: "Test", tabIcon: nil))
        clock.tick(window, at: 0)
    }

    func banner(_ title: String, body: String = "Body") -> BannerView {
        BannerView(notification: LocalNotification(title: title, subtitle: "file.plist", body: body))
    }

    /// The titles of the banners on screen (a banner's label is its title, then its subtitle).
    var shownTitles: [String] {
        window.rootView.subviews.compactMap { ($0 as? BannerView)?.accessibilityLabel }.map {
            String($0.prefix { $0 != ":" })
        }
    }

    @Test("Banners asked for in one frame show in turn, each after the one before has gone")
    func queued() {
        window.banners.show(banner("First"))
        window.banners.show(banner("Second"))
        window.banners.show(banner("Third"))
        clock.tick(window, at: 0.1)
        #expect(shownTitles == ["First"])
        #expect(window.banners.waitingCount == 2)
        clock.tick(window, at: BannerView.displayDuration + 0.1)
        clock.tick(window, at: BannerView.displayDuration + BannerView.slideDuration + 0.2)
        #expect(shownTitles == ["Second"])
        clock.tick(window, at: 2 * (BannerView.displayDuration + BannerView.slideDuration) + 0.5)
        clock.tick(window, at: 2 * (BannerView.displayDuration + BannerView.slideDuration) + 1)
        #expect(shownTitles == ["Third"])
        #expect(window.banners.waitingCount == 0)
    }

    @Test("A banner dismissed by a click lets the next one in at once")
    func clickLetsTheNextIn() throws {
        window.banners.show(banner("First"))
        window.banners.show(banner("Second"))
        clock.tick(window, at: 1)
        let first = try #require(window.rootView.subviews.compactMap { $0 as? BannerView }.first)
        first.dismiss()
        clock.tick(window, at: 1 + BannerView.slideDuration + 0.1)
        #expect(shownTitles == ["Second"])
    }

    @Test("A long body wraps and the banner grows to hold it, up to its limit of lines")
    func longBodyWraps() {
        let short = banner("Short", body: "Saved again.")
        let long = banner(
            "Long", body: String(repeating: "the picture could not be decoded: read beyond end of data ", count: 3))
        let longer = banner("Longer", body: String(repeating: "a very long reason ", count: 60))
        let width = BannerView.maximumWidth
        #expect(long.height(forWidth: width) > short.height(forWidth: width))
        let line = TextMeasurement.size(of: "Ag", style: TextStyle(size: Theme.TypeSize.body)).height
        #expect(
            longer.height(forWidth: width) - short.height(forWidth: width)
                <= line * Double(BannerView.maximumBodyLines - 1) + 0.001)
    }

    @Test("A subtitle too wide for the banner ends in an ellipsis inside it")
    func subtitleTruncated() throws {
        let notice = LocalNotification(
            title: "Picture Not Used", subtitle: String(repeating: "very-long-file-name-", count: 10) + ".png",
            body: "")
        window.banners.show(BannerView(notification: notice))
        clock.tick(window, at: 1)
        let shown = try #require(window.rootView.subviews.compactMap { $0 as? BannerView }.first)
        shown.layoutIfNeeded()
        let labels = shown.subviews.compactMap { $0 as? Label }
        let subtitle = try #require(labels.first { $0.text == notice.subtitle })
        #expect(subtitle.displayedText.hasSuffix(TextMeasurement.ellipsis))
        #expect(TextMeasurement.width(of: subtitle.displayedText, style: subtitle.style) <= subtitle.bounds.width)
    }
}

@MainActor
@Suite("Text cut to fit a width ends in an ellipsis")
struct TextTruncationTests {
    let style = TextStyle(size: 10)

    @Test func textThatFitsIsUnchanged() {
        #expect(TextMeasurement.truncated("Fits", style: style, width: 100) == "Fits")
    }

    @Test func textThatDoesNotFitKeepsTheLongestPrefixThatFitsWithTheEllipsis() {
        // The estimated measurer makes each character 6 points wide at size 10.
        let cut = TextMeasurement.truncated("abcdefghij", style: style, width: 36)
        #expect(cut == "abcde…")
        #expect(TextMeasurement.width(of: cut, style: style) <= 36)
    }

    @Test func spacesBeforeTheEllipsisAreDropped() {
        #expect(TextMeasurement.truncated("ab   cdefgh", style: style, width: 36) == "ab…")
    }
}
