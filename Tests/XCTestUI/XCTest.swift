// A stand-in for the UI-testing part of Apple's XCTest (XCUIApplication, XCUIElement,
// XCUIElementQuery), which Linux's XCTest lacks: the members the helper of `routegen
// simulator-links --format xcuitest` uses, with the signatures, availability and isolation of
// Apple's documentation (Xcode 16 annotates the UI-testing classes `@MainActor`). Not a target, since
// it is module `XCTest`, which the toolchain has on Linux too: SimulatorLinksTests compiles it with
// swiftc and type-checks the helper against it. Nothing runs.
//
// Apple's documentation: <https://developer.apple.com/documentation/xctest/user-interface-tests>

import Foundation

/// `func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line)`
///
/// Apple's documentation: <https://developer.apple.com/documentation/xctest/xctfail(_:file:line:)>
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// `class XCTestCase`
///
/// Apple's documentation: <https://developer.apple.com/documentation/xctest/xctestcase>
open class XCTestCase: NSObject {}

/// `@MainActor class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider`
///
/// Apple's documentation: <https://developer.apple.com/documentation/xctest/xcuielementquery>
@available(iOS 9.0, macOS 10.11, tvOS 9.0, watchOS 9.0, *)
@MainActor
open class XCUIElementQuery: NSObject {
    /// `subscript(key: String) -> XCUIElement { get }`: the element whose identifier (or label,
    /// title, value) is `key`.
    open subscript(key: String) -> XCUIElement { fatalError("stand-in") }

    /// `func matching(_ predicate: NSPredicate) -> XCUIElementQuery`
    open func matching(_ predicate: NSPredicate) -> XCUIElementQuery { fatalError("stand-in") }

    /// `var allElementsBoundByIndex: [XCUIElement] { get }`
    open var allElementsBoundByIndex: [XCUIElement] { fatalError("stand-in") }

    /// `func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery`
    open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery { fatalError("stand-in") }
}

/// `@MainActor class XCUIElement: NSObject, XCUIElementAttributes, XCUIElementTypeQueryProvider`
///
/// Apple's documentation: <https://developer.apple.com/documentation/xctest/xcuielement>
@available(iOS 9.0, macOS 10.11, tvOS 9.0, watchOS 9.0, *)
@MainActor
open class XCUIElement: NSObject {
    /// `enum XCUIElement.ElementType: UInt`, of which the helper needs `any`.
    public enum ElementType: UInt, Sendable {
        case any = 0
        case other = 1
        case application = 2
    }

    /// `var identifier: String { get }` (XCUIElementAttributes)
    open var identifier: String { fatalError("stand-in") }

    /// `var exists: Bool { get }`
    open var exists: Bool { fatalError("stand-in") }

    /// `func waitForExistence(timeout: TimeInterval) -> Bool`
    open func waitForExistence(timeout: TimeInterval) -> Bool { fatalError("stand-in") }

    /// `func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery`
    open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery { fatalError("stand-in") }
}

/// `@MainActor class XCUIApplication: XCUIElement`
///
/// Apple's documentation: <https://developer.apple.com/documentation/xctest/xcuiapplication>
@available(iOS 9.0, macOS 10.11, tvOS 9.0, watchOS 9.0, *)
@MainActor
open class XCUIApplication: XCUIElement {
    /// `init()`: the app of the UI-test target's "Target Application".
    public override init() {}

    /// `func launch()`
    open func launch() {}

    /// `func open(_ url: URL)`: opens `url` in the app.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/xctest/xcuiapplication/open(_:)>
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    open func open(_ url: URL) {}
}
