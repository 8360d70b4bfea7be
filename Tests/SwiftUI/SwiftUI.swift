// A stand-in for the few SwiftUI declarations RouteGen's generated destinations use, so that they
// type-check on Linux, where SwiftUI does not exist. Each declaration follows Apple's documentation
// of the real one (isolation, generic signature, builder attributes); the bodies only keep values
// so tests can look at what a view builder built. Nothing here draws anything.
//
// Linux only: the test targets depend on it with `.when(platforms: [.linux])`.

#if os(Linux)

// As on Apple platforms, `import SwiftUI` brings Foundation (Apple's, with `NSUserActivity`), but
// not Observation: Apple's SwiftUI imports it without re-exporting it, so a file that declares an
// `@Observable` type must import Observation itself (issue 50: the example app relied on this).
@_exported import AppleFoundation
import Observation
import UIKit

// MARK: - View

/// `@MainActor @preconcurrency protocol View`, as declared since the iOS 18 SDK.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol View {
    /// `associatedtype Body : View`
    associatedtype Body: View

    /// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view that has no content of its own; what the stand-in's primitive views use as `Body`.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

/// `struct EmptyView`: what an empty view builder builds.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/emptyview>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EmptyView {
    public init() {}
}

/// `struct Text`: a line of text.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/text>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Text {
    public let content: String

    public init(_ content: String) {
        self.content = content
    }
}

/// `struct _ConditionalContent<TrueContent, FalseContent>`: what `if`/`else` and `switch` build.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/_conditionalcontent>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    public let storage: Storage
}

/// `struct TupleView<T>`: what a view builder with several statements builds.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tupleview>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct TupleView<T> {
    public let value: T

    public init(_ value: T) {
        self.value = value
    }
}

/// `struct AnyView`: a type-erased view.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/anyview>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AnyView {
    public let view: Any

    public init<V: View>(_ view: V) {
        self.view = view
    }
}

// Conformances in extensions, as SwiftUI declares them: the types themselves stay nonisolated,
// so builders and modifiers (which are `nonisolated`) can create them.
extension EmptyView: _PrimitiveView {}
extension Text: _PrimitiveView {}
extension _ConditionalContent: _PrimitiveView {}
extension TupleView: _PrimitiveView {}
extension AnyView: _PrimitiveView {}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view") }
}

// MARK: - ViewBuilder

/// `@resultBuilder struct ViewBuilder`, with the build methods generated code can reach.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/viewbuilder>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// `static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each
    /// Content)> where repeat each Content : View` (iOS 17).
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-3jc0i>
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View`:
    /// what the branch of an `if #available` builds.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)>
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

// MARK: - Navigation

/// What `navigationDestination(for:destination:)` returns: the view, and the destination it registered.
public struct _NavigationDestination<Content: View, Data: Hashable, Destination: View> {
    public let content: Content
    public let destination: (Data) -> Destination
}

extension _NavigationDestination: _PrimitiveView {}

/// Not SwiftUI: a hook for tests to call the destination a `navigationDestination` registered.
public protocol _DestinationRegistration {
    /// The destination view for `value`, or nil when `value` is not of the registered type.
    func _destination(for value: Any) -> Any?
}

extension _NavigationDestination: _DestinationRegistration {
    public func _destination(for value: Any) -> Any? {
        (value as? Data).map(destination)
    }
}

extension View {
    /// `nonisolated func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination:
    /// @escaping (D) -> C) -> some View where D : Hashable, C : View`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)>
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        _NavigationDestination(content: self, destination: destination)
    }
}

// MARK: - State and bindings

/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/binding>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any)
    /// @Sendable (Value) -> Void)`, whose closures here are `@MainActor` where Apple's are `@isolated(any)`:
    /// the stand-in calls them synchronously, which `@isolated(any)` forbids. Generated code creates
    /// bindings in views, on the main actor, where either accepts the same closures.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp>
    @preconcurrency
    public init(get: @escaping @MainActor @Sendable () -> Value, set: @escaping @MainActor @Sendable (Value) -> Void) {
        // Tests read and write bindings on the main actor, as SwiftUI does.
        self.get = unsafeBitCast(get, to: (() -> Value).self)
        self.set = unsafeBitCast(set, to: ((Value) -> Void).self)
    }

    /// Not SwiftUI: a binding over any closures, for the stand-in's own property wrappers.
    init(_get get: @escaping () -> Value, _set set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject>`
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            _get: { self.wrappedValue[keyPath: keyPath] },
            _set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            })
    }
}

/// `@propertyWrapper @dynamicMemberLookup struct Bindable<Value>` (iOS 17): bindings to the
/// properties of an `@Observable` object.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/bindable>
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    /// `init(wrappedValue: Value) where Value : AnyObject, Value : Observable`
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// `init(_ wrappedValue: Value) where Value : AnyObject, Value : Observable`
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    public var projectedValue: Bindable<Value> { self }

    /// `subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    /// where Value : AnyObject`
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(_get: { object[keyPath: keyPath] }, _set: { object[keyPath: keyPath] = $0 })
    }
}

/// Not SwiftUI: the storage behind the stand-in's `State` and `SceneStorage`.
public final class _Box<Value> {
    public var value: Value

    public init(_ value: Value) {
        self.value = value
    }
}

/// `@frozen @propertyWrapper struct State<Value>`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/state>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct State<Value> {
    private let box: _Box<Value>

    /// `init(wrappedValue value: Value)`
    public init(wrappedValue value: Value) {
        box = _Box(value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(_get: { box.value }, _set: { box.value = $0 })
    }
}

/// Not SwiftUI: what scene storage holds, by key, for tests to look at and set.
nonisolated(unsafe) public var _sceneStorage: [String: Data] = [:]

/// Not SwiftUI: the scene (window) whose views are being created; nil for the one window of most
/// tests. `SceneStorage` created while it is set keeps its values under `<scene>/<key>`, as each
/// scene has storage of its own on Apple platforms.
nonisolated(unsafe) public var _scene: String?

/// `@frozen @propertyWrapper struct SceneStorage<Value>`, with the initializer for optional data.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/scenestorage>
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@propertyWrapper
public struct SceneStorage<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// `init(_ key: String) where Value == Data?`
    public init(_ key: String) where Value == Data? {
        let key = _scene.map { "\($0)/\(key)" } ?? key
        get = { _sceneStorage[key] }
        set = { _sceneStorage[key] = $0 }
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}

/// `struct EnvironmentValues`, with the one value generated code reads.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/environmentvalues>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues {
    public init() {}

    /// `@MainActor @preconcurrency var openURL: OpenURLAction { get set }`: read from iOS 14, set
    /// from iOS 15 (as `OpenURLAction(handler:)`, the only value to set it to).
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/environmentvalues/openurl>
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @MainActor @preconcurrency public var openURL: OpenURLAction {
        get { _openURL as? OpenURLAction ?? OpenURLAction() }
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        set { _openURL = newValue }
    }

    /// Not SwiftUI: the action set in this environment, if any (an `OpenURLAction`, which is newer
    /// than this type).
    @MainActor public var _openURL: Any?
}

/// `@frozen @propertyWrapper struct Environment<Value>`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/environment>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// `init(_ objectType: Value.Type) where Value : AnyObject, Value : Observable` (iOS 17): an
    /// `@Observable` object put in the environment with `environment(_:)`.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf>
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        self.keyPath = \EnvironmentValues.[_object: ObjectIdentifier(objectType)]
    }

    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

extension EnvironmentValues {
    /// Not SwiftUI: the stand-in has no environment objects, so reading one stops the program.
    /// Generated code and the example app only type-check against it.
    public subscript<Object>(_object type: ObjectIdentifier) -> Object {
        fatalError("the SwiftUI stand-in has no environment objects")
    }
}

/// `struct OpenURLAction`: what `openURL` in the environment does.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/openurlaction>
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct OpenURLAction {
    /// Not SwiftUI: every URL handed to the system, for tests to look at.
    @MainActor public static var _opened: [URL] = []

    /// Not SwiftUI: the handler of `init(handler:)`, a `(URL) -> Result` (newer than this type); nil
    /// for the system's action.
    public let _handler: Any?

    /// Not SwiftUI: the system's action.
    public init() {
        _handler = nil
    }

    /// `@MainActor @preconcurrency init(handler: @escaping (URL) -> OpenURLAction.Result)` (iOS 15):
    /// "Any views that read the action from the environment, including the built-in Link view and
    /// Text views with markdown links, or links in attributed strings, use your action."
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/openurlaction/init(handler:)>
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @MainActor @preconcurrency public init(handler: @escaping (URL) -> Result) {
        _handler = handler
    }

    /// `struct Result` (iOS 15): what a handler did with a URL. `Sendable`, as its `static let`s must be.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/openurlaction/result>
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct Result: Sendable {
        /// Not SwiftUI: which result it is, for tests to tell them apart.
        public let _kind: String

        /// `static let handled: OpenURLAction.Result`: "The action invokes its completion handler with true".
        public static let handled = Result(_kind: "handled")

        /// `static let discarded: OpenURLAction.Result`
        public static let discarded = Result(_kind: "discarded")

        /// `static let systemAction: OpenURLAction.Result`: "The handler asks the system to open the original URL."
        public static let systemAction = Result(_kind: "systemAction")
    }

    /// `@MainActor func callAsFunction(_ url: URL)`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/openurlaction/callasfunction(_:)>
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @MainActor public func callAsFunction(_ url: URL) {
        Self._opened.append(url)
    }
}

// MARK: - Modifiers

/// `@MainActor @preconcurrency protocol ViewModifier`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/viewmodifier>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View

    /// `typealias Content = _ViewModifier_Content<Self>`
    typealias Content = _ViewModifier_Content<Self>

    /// `@ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body`
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// `struct _ViewModifier_Content<Modifier> where Modifier : ViewModifier`.
public struct _ViewModifier_Content<Modifier: ViewModifier> {}

extension _ViewModifier_Content: _PrimitiveView {}

/// `@frozen struct ModifiedContent<Content, Modifier>`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/modifiedcontent>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("ModifiedContent is a primitive view") }
}

/// Not SwiftUI: what a view is made of, for tests to find what its modifiers registered.
@MainActor
public protocol _Inspectable {
    /// The view's content, and what its modifier built or registered.
    var _parts: [Any] { get }
}

extension ModifiedContent: _Inspectable where Content: View, Modifier: ViewModifier {
    /// The content, and the modifier's body: what it registered around the content.
    public var _parts: [Any] { [content, modifier.body(content: _ViewModifier_Content())] }
}

extension _Modified: _Inspectable {
    public var _parts: [Any] { [content, value] }
}

extension TupleView: _Inspectable {
    public var _parts: [Any] { [value] }
}

extension AnyView: _Inspectable {
    public var _parts: [Any] { [view] }
}

extension _ConditionalContent: _Inspectable {
    /// The branch that was built.
    public var _parts: [Any] {
        switch storage {
        case .trueContent(let content): [content]
        case .falseContent(let content): [content]
        }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
extension TabView: _Inspectable {
    /// The selection, and the tabs.
    public var _parts: [Any] { [selection as Any, content] }
}

/// Not SwiftUI: every value of type `T` in `view`, its modifiers and what they registered, looking
/// into tuples too: the closures a view registered with `onOpenURL`, say.
@MainActor
public func _find<T>(_ type: T.Type, in view: Any) -> [T] {
    var found: [T] = []
    if let value = view as? T { found.append(value) }
    if let view = view as? any _Inspectable {
        for part in view._parts { found += _find(type, in: part) }
    } else if Mirror(reflecting: view).displayStyle == .tuple {
        for child in Mirror(reflecting: view).children { found += _find(type, in: child.value) }
    }
    return found
}

/// Not SwiftUI: a view that records what a modifier registered, for tests to look at.
public struct _Modified<Content: View, Value> {
    public let content: Content
    public let value: Value
}

extension _Modified: _PrimitiveView {}

extension View {
    /// `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/modifier(_:)>
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    /// @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)>
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        _Modified(content: self, value: (item, _PresentedContent { ($0 as? Item).map(content) }))
    }

    /// `nonisolated func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    /// @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`
    /// (unavailable on macOS).
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)>
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        _Modified(content: self, value: (item, _PresentedContent { ($0 as? Item).map(content) }))
    }

    /// `nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)>
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
        _Modified(content: self, value: action)
    }

    /// `nonisolated func onContinueUserActivity(_ activityType: String, perform action: @escaping
    /// (NSUserActivity) -> ()) -> some View`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)>
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> ()
    ) -> some View {
        _Modified(content: self, value: (activityType, action))
    }

    /// `nonisolated func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P,
    /// NSUserActivity) -> ()) -> some View`: "If the element is nil, the handler will not be associated
    /// with the activity (and if there are no handlers, no activity is advertised)."
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/useractivity(_:element:_:)>
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func userActivity<P>(
        _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> ()
    ) -> some View {
        _Modified(content: self, value: _AdvertisedActivity(type: activityType, update: element.map { element in { update(element, $0) } }))
    }

    /// `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/environment(_:_:)>
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _Modified(content: self, value: _EnvironmentValue(keyPath: keyPath, value: value))
    }

    /// `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/onappear(perform:)>
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _Modified(content: self, value: action)
    }

    /// `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    /// -> some View where V : Equatable` (iOS 17)
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg>
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View where V: Equatable {
        _Modified(content: self, value: (value, action))
    }

    /// `nonisolated func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V : View`,
    /// deprecated in iOS, macOS, tvOS and watchOS 27 (not in visionOS): `Tab` replaces it from iOS 18.
    /// The check of availability reads `renamed:` as "unavailable wherever `Tab` is available".
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/tabitem(_:)>
    @available(iOS, introduced: 13.0, deprecated: 27.0, renamed: "Tab")
    @available(macOS, introduced: 10.15, deprecated: 27.0, renamed: "Tab")
    @available(tvOS, introduced: 13.0, deprecated: 27.0, renamed: "Tab")
    @available(watchOS, introduced: 7.0, deprecated: 27.0, renamed: "Tab")
    @available(visionOS, introduced: 1.0)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        _Modified(content: self, value: label())
    }

    /// `nonisolated func tabViewStyle<S>(_ style: S) -> some View where S : TabViewStyle`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)>
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle {
        _Modified(content: self, value: style)
    }

    /// `nonisolated func environment<T>(_ object: T?) -> some View where T : AnyObject, T : Observable` (iOS 17)
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/environment(_:)>
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        _Modified(content: self, value: _EnvironmentObject(object: object))
    }

    /// `nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj>
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        _Modified(content: self, value: titleKey)
    }

    /// `nonisolated func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u>
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        _Modified(content: self, value: String(title))
    }

    /// `nonisolated func tag<V>(_ tag: V) -> some View where V : Hashable`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)>
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable {
        _Modified(content: self, value: tag)
    }

    /// `nonisolated func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View`:
    /// which links and activities this view's scene takes when it is already open, instead of a new
    /// scene (iPadOS, Mac Catalyst, macOS and visionOS; not tvOS or watchOS).
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/handlesexternalevents(preferring:allowing:)>
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        _Modified(content: self, value: _ExternalEvents(preferring: preferring, allowing: allowing))
    }
}

/// Not SwiftUI: what `userActivity(_:element:_:)` advertises, for tests to look at: the type, and
/// how it fills in the activity; nil when nothing is advertised.
public struct _AdvertisedActivity {
    public let type: String
    public let update: ((NSUserActivity) -> Void)?
}

/// Not SwiftUI: a value that `environment(_:_:)` set, for tests to find.
public struct _EnvironmentValue<Value> {
    public let keyPath: WritableKeyPath<EnvironmentValues, Value>
    public let value: Value
}

/// Not SwiftUI: an object that `environment(_:)` put in the environment, for tests to find.
public struct _EnvironmentObject<Object: AnyObject> {
    public let object: Object?
}

/// Not SwiftUI: the content of a sheet or full-screen cover, for tests to show an item in: the view
/// SwiftUI would present for it, nil for an item of another type.
public struct _PresentedContent {
    public let show: (Any) -> Any?
}

/// Not SwiftUI: what `handlesExternalEvents(preferring:allowing:)` registered, for tests to look at.
public struct _ExternalEvents: Equatable {
    public let preferring: Set<String>
    public let allowing: Set<String>
}

// MARK: - Containers

/// `@MainActor @preconcurrency struct NavigationStack<Data, Root> where Root : View`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/navigationstack>
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View> {
    public let path: Binding<Data>
    public let root: Root

    /// `init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data : MutableCollection, Data :
    /// RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q>
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.path = path
        self.root = root()
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationStack: _PrimitiveView {}

/// `@MainActor @preconcurrency struct TabView<SelectionValue, Content> where SelectionValue : Hashable,
/// Content : View`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabview>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct TabView<SelectionValue: Hashable, Content: View> {
    public let selection: Binding<SelectionValue>?
    public let content: Content

    /// `init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)>
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
extension TabView: _PrimitiveView {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
extension TabView {
    /// `nonisolated init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    /// where Content == TabContentBuilder<SelectionValue>.Content<C>, C : TabContent`: a tab view of `Tab`s.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)>
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
        self.selection = selection
        self.content = TabContentBuilder<SelectionValue>.Content(tabs: content())
    }
}

// MARK: - Tabs

/// `@MainActor @preconcurrency protocol TabContent<TabValue>`: a tab, or tabs, of a `TabView`.
///
/// Without its `body` requirement: generated code declares no tab content of its own.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabcontent>
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// `associatedtype TabValue : Hashable where Self.TabValue == Self.Body.TabValue`
    associatedtype TabValue: Hashable
}

/// `struct Tab<Value, Content, Label>`: the content of a tab and its item in the tab bar or sidebar.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tab>
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label> {
    public let value: Value
    public let content: Content
    public let label: Label
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    public typealias TabValue = Value
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Value: Hashable, Content: View, Label == DefaultTabLabel {
    /// `nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ContentBuilder
    /// content: () -> Content) where Label == DefaultTabLabel`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:value:content:)>
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: titleKey.key, systemImage: systemImage))
    }
}

/// `struct DefaultTabLabel`: a tab's title and image.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/defaulttablabel>
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct DefaultTabLabel {
    public let title: String
    public let systemImage: String
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension DefaultTabLabel: _PrimitiveView {}

/// `@resultBuilder struct TabContentBuilder<TabValue> where TabValue : Hashable`, with the `buildBlock`
/// overloads of one to ten tabs that Apple documents.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabcontentbuilder>
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// `static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue>`
    public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
        content
    }

    /// `static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue> where TabValue ==
    /// C0.TabValue, C0 : TabContent, C1 : TabContent, C0.TabValue == C1.TabValue`, and so on to ten.
    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue {
        _TabList(tabs: [c0, c1])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
        _TabList(tabs: [c0, c1, c2])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
        _TabList(tabs: [c0, c1, c2, c3])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue {
        _TabList(tabs: [c0, c1, c2, c3, c4])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue {
        _TabList(tabs: [c0, c1, c2, c3, c4, c5])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue {
        _TabList(tabs: [c0, c1, c2, c3, c4, c5, c6])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue {
        _TabList(tabs: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue {
        _TabList(tabs: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue, C9.TabValue == TabValue {
        _TabList(tabs: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }

    /// `nonisolated struct Content<C> where C : TabContent`: the view a tab view of `Tab`s shows.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content>
    public struct Content<C: TabContent> {
        public let tabs: C
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContentBuilder.Content: _PrimitiveView {}

/// Not SwiftUI: the tabs of a `buildBlock` with several, for tests to look at.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct _TabList<TabValue: Hashable> {
    public let tabs: [Any]
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension _TabList: TabContent {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Value: Hashable, Content: View, Label == DefaultTabLabel {
    /// `nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    /// @ViewBuilder content: () -> Content) where Label == DefaultTabLabel`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:value:role:content:)>
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: titleKey.key, systemImage: systemImage))
    }
}

/// `struct TabRole`: what the system does with a tab beyond showing it.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabrole>
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabRole: Hashable, Sendable {
    private let name: String

    /// `static var search: TabRole { get }`: "The search role."
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabrole/search>
    public static var search: TabRole { TabRole(name: "search") }
}

/// `struct TabSection<Header, Content, Footer, SelectionValue>`: "A container that you can use to add
/// hierarchy within a tab view", a `TabContent` when `Header` and `Footer` are views, `Content` is
/// tab content and `SelectionValue` is `Content.TabValue`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabsection>
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabSection<Header, Content, Footer, SelectionValue> {
    public let header: Header
    public let content: Content
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabSection: TabContent
where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    public typealias TabValue = SelectionValue
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabSection where Content: TabContent, SelectionValue: Hashable {
    /// `init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content)
    /// where Header == Text, Footer == EmptyView`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabsection/init(_:content:)>
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content)
    where Header == Text, Footer == EmptyView {
        self.init(header: Text(titleKey.key), content: content())
    }
}

/// `@MainActor @preconcurrency protocol TabViewStyle`: "A specification for the appearance and
/// interaction of a tab view." Without its requirements: generated code only picks a style.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabviewstyle>
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol TabViewStyle {}

#if !os(watchOS)  // Apple documents neither on watchOS; the check of availability decides `os(…)`.
/// `struct SidebarAdaptableTabViewStyle`: a tab bar on iPhone, a top tab bar that adapts into a
/// sidebar on iPad, a sidebar on macOS and tvOS. Not on watchOS.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle>
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// `init()`
    public init() {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// `@MainActor @preconcurrency static var sidebarAdaptable: SidebarAdaptableTabViewStyle { get }`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable>
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
#endif

/// `@frozen struct LocalizedStringKey`: text looked up in the app's strings.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/localizedstringkey>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct LocalizedStringKey: ExpressibleByStringLiteral {
    public let key: String

    public init(stringLiteral value: String) {
        key = value
    }
}

/// `@frozen struct Image`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/image>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Image {
    public let systemName: String

    /// `init(systemName: String)`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/image/init(systemname:)>
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(systemName: String) {
        self.systemName = systemName
    }
}

extension Image: _PrimitiveView {}

/// `struct Label<Title, Icon> where Title : View, Icon : View`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/label>
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct Label<Title: View, Icon: View> {
    public let title: Title
    public let icon: Icon
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Label where Title == Text, Icon == Image {
    /// `init(_ titleKey: LocalizedStringKey, systemImage name: String)`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)>
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: Text(titleKey.key), icon: Image(systemName: name))
    }

    /// `init<S>(_ title: S, systemImage name: String) where S : StringProtocol`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)>
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: Text(String(title)), icon: Image(systemName: name))
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Label: _PrimitiveView {}

/// `@MainActor @preconcurrency struct VStack<Content> where Content : View`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/vstack>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct VStack<Content: View> {
    public let content: Content

    /// `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`,
    /// without the layout parameters.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension VStack: _PrimitiveView {}

/// `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/foreach>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public let data: Data
    public let content: (Data.Element) -> Content
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// `init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)`
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("ForEach is a primitive view") }
}

/// `@MainActor @preconcurrency struct List<SelectionValue, Content> where SelectionValue : Hashable,
/// Content : View`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/list>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct List<SelectionValue: Hashable, Content: View> {
    public let content: Content
    /// Not SwiftUI: the single selection, for tests to look at.
    public let selection: Binding<SelectionValue?>?
}

extension List where SelectionValue == Never {
    /// `init(@ViewBuilder content: () -> Content)`
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension List {
    /// `nonisolated init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content)`:
    /// "Creates a list with the given content that supports selecting a single row." (watchOS 10)
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-1pisz>
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 10.0, visionOS 1.0, *)
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension List: _Inspectable {
    public var _parts: [Any] { [selection as Any, content] }
}

extension List: _PrimitiveView {}

/// `@MainActor @preconcurrency struct NavigationLink<Label, Destination> where Label : View,
/// Destination : View`, with the value-based initializers.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/navigationlink>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct NavigationLink<Label: View, Destination: View> {
    public let value: AnyHashable?
    public let label: Label
}

extension NavigationLink where Destination == Never {
    /// `init<P>(value: P?, @ViewBuilder label: () -> Label) where P : Hashable`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)>
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.value = value as AnyHashable?
        self.label = label()
    }

    /// `init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P : Hashable`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)>
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
        self.value = value as AnyHashable?
        self.label = Text(titleKey.key)
    }
}

extension NavigationLink: _PrimitiveView {}

/// `@MainActor @preconcurrency struct Button<Label> where Label : View`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/button>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct Button<Label: View> {
    public let action: @MainActor () -> Void
    public let label: Label
}

extension Button where Label == Text {
    /// `init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)`
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.action = action
        self.label = Text(titleKey.key)
    }
}

extension Button: _PrimitiveView {}

// MARK: - Split view

/// `nonisolated struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar : View, Content :
/// View, Detail : View`: "A view that presents views in two or three columns, where selections in
/// leading columns control presentations in subsequent columns."
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/navigationsplitview>
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
    /// Not SwiftUI: the bindings of the columns, for tests to look at (`Any`, as a stored property
    /// cannot have `NavigationSplitViewColumn`'s later availability).
    public let _columnBindings: [Any]
    public let sidebar: Sidebar
    public let detail: Detail
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationSplitView: _PrimitiveView {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationSplitView: _Inspectable {
    /// The column bindings, the sidebar and the detail.
    public var _parts: [Any] { _columnBindings + [sidebar, detail] }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationSplitView where Content == EmptyView {
    /// `nonisolated init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn:
    /// Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () ->
    /// Detail) where Content == EmptyView` (iOS 17)
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:detail:)>
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(_columnBindings: [columnVisibility, preferredCompactColumn], sidebar: sidebar(), detail: detail())
    }
}

/// `struct NavigationSplitViewVisibility`: "The visibility of the leading columns in a navigation
/// split view." Decodable, Encodable, Equatable, Sendable.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility>
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationSplitViewVisibility: Codable, Equatable, Sendable {
    private let name: String

    /// `static var automatic: NavigationSplitViewVisibility { get }`
    public static var automatic: NavigationSplitViewVisibility { Self(name: "automatic") }
    /// `static var all: NavigationSplitViewVisibility { get }`
    public static var all: NavigationSplitViewVisibility { Self(name: "all") }
    /// `static var doubleColumn: NavigationSplitViewVisibility { get }`: "For a two-column navigation
    /// split view, `doubleColumn` is equivalent to `all`."
    public static var doubleColumn: NavigationSplitViewVisibility { Self(name: "doubleColumn") }
    /// `static var detailOnly: NavigationSplitViewVisibility { get }`
    public static var detailOnly: NavigationSplitViewVisibility { Self(name: "detailOnly") }
}

/// `struct NavigationSplitViewColumn`: "A view that represents a column in a navigation split view."
/// Equatable, Hashable, Sendable; not Codable.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn>
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let name: String

    /// `static var sidebar: NavigationSplitViewColumn { get }`
    public static var sidebar: NavigationSplitViewColumn { Self(name: "sidebar") }
    /// `static var content: NavigationSplitViewColumn { get }`
    public static var content: NavigationSplitViewColumn { Self(name: "content") }
    /// `static var detail: NavigationSplitViewColumn { get }`
    public static var detail: NavigationSplitViewColumn { Self(name: "detail") }
}

/// `struct Section<Parent, Content, Footer>`: "A container view that you can use to add hierarchy
/// within certain views."
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/section>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Section<Parent, Content, Footer> {
    public let header: Parent
    public let content: Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError("Section is a primitive view") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Section: _Inspectable where Parent: View, Content: View, Footer: View {
    public var _parts: [Any] { [header, content] }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// `init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content)`, in an extension
    /// `where Parent == Text, Content : View, Footer == EmptyView` (iOS 15)
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/section/init(_:content:)>
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey.key), content: content())
    }
}

// MARK: - Tab customization

/// `struct TabViewCustomization`: "The customizations a person makes to an adaptable sidebar tab
/// view." Decodable, Encodable, Equatable, Sendable; not on tvOS or watchOS. Apple: "The tab view
/// customization is typically not added to `SceneStorage`, but instead stored in `AppStorage` so the
/// customizations are consistent across different scenes."
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabviewcustomization>
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TabViewCustomization: Codable, Equatable, Sendable {
    /// Not SwiftUI: the IDs of the tabs people hid, for tests to set and look at.
    public var _hidden: Set<String> = []

    /// `init()`
    public init() {}
}

/// Not SwiftUI: what app storage holds, by key, for tests to look at and set.
nonisolated(unsafe) public var _appStorage: [String: Any] = [:]

/// `@frozen @propertyWrapper struct AppStorage<Value>`, with the initializer for a tab view's
/// customization.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/appstorage>
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@propertyWrapper
public struct AppStorage<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// `var projectedValue: Binding<Value> { get }`
    public var projectedValue: Binding<Value> {
        let (get, set) = (get, set)
        return Binding(_get: get, _set: set)
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension AppStorage {
    /// `init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil)
    /// where Value == TabViewCustomization`: "Creates a property that can save and restore tab sidebar
    /// customizations." The stand-in keeps the value in `_appStorage`, whatever `store` is.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)>
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil)
    where Value == TabViewCustomization {
        get = { _appStorage[key] as? TabViewCustomization ?? wrappedValue }
        set = { _appStorage[key] = $0 }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// `nonisolated func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View`:
    /// "Specifies the customizations to apply to the sidebar representation of the tab view." Apple:
    /// "Only the `sidebarAdaptable` style supports customization."
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/tabviewcustomization(_:)>
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        _Modified(content: self, value: customization)
    }

    /// `nonisolated func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View` (iOS 26):
    /// "Sets the behavior for tab bar minimization."
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/tabbarminimizebehavior(_:)>
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        _Modified(content: self, value: behavior)
    }
}

/// `struct TabBarMinimizeBehavior`: Hashable, Equatable, Sendable.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior>
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    private let name: String

    /// `static let automatic: TabBarMinimizeBehavior`
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
}

// Members Apple documents on some platforms only are declared for those platforms: the check of
// availability decides `os(…)`, and cannot check an unavailable declaration that names a type of
// later availability.

#if !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension TabBarMinimizeBehavior {
    /// `static let onScrollDown: TabBarMinimizeBehavior` (iOS, iPadOS and Mac Catalyst only): "Minimizing
    /// is supported for tab bars on only iPhone."
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
}
#endif

/// Not SwiftUI: a tab or section with a modifier of `TabContent`, for tests to look at.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct _ModifiedTabContent<Content: TabContent, Value>: TabContent {
    public typealias TabValue = Content.TabValue
    public let content: Content
    public let value: Value
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension _ModifiedTabContent: _Inspectable {
    public var _parts: [Any] { [content, value] }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension _TabList: _Inspectable {
    public var _parts: [Any] { tabs }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContentBuilder.Content: _Inspectable {
    public var _parts: [Any] { [tabs] }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabSection: _Inspectable {
    /// The header and the tabs.
    public var _parts: [Any] { [header, content] }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContent {
    /// `nonisolated func customizationID(_ id: String) -> some TabContent<Self.TabValue>`: "Sets the
    /// identifier for a tab to persist its state", for a tab or a section.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabcontent/customizationid(_:)>
    public func customizationID(_ id: String) -> some TabContent<Self.TabValue> {
        _ModifiedTabContent(content: self, value: id)
    }
}

/// Not SwiftUI: what `hidden(_:)` records, for tests to look at.
public struct _TabHidden: Equatable {
    public let isHidden: Bool
}

#if !os(tvOS) && !os(watchOS)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContent {
    /// `nonisolated func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements:
    /// AdaptableTabBarPlacement...) -> some TabContent<Self.TabValue>`: "Configures the customization
    /// behavior of customizable tab view content." Not on tvOS or watchOS.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabcontent/customizationbehavior(_:for:)>
    public func customizationBehavior(
        _ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...
    ) -> some TabContent<Self.TabValue> {
        _ModifiedTabContent(content: self, value: (behavior, placements))
    }

    /// `nonisolated func hidden(_ hidden: Bool = true) -> some TabContent<Self.TabValue>`: "Hides the tab
    /// from the user", keeping its state, unlike leaving it out. Not on tvOS or watchOS.
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabcontent/hidden(_:)>
    public func hidden(_ hidden: Bool = true) -> some TabContent<Self.TabValue> {
        _ModifiedTabContent(content: self, value: _TabHidden(isHidden: hidden))
    }
}
#endif

/// `struct TabCustomizationBehavior`: Equatable.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/tabcustomizationbehavior>
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabCustomizationBehavior: Equatable {
    private let name: String

    /// `static var automatic: TabCustomizationBehavior { get }`: "Items with this behavior can be
    /// added, removed, or reordered."
    public static var automatic: TabCustomizationBehavior { Self(name: "automatic") }
}

#if !os(macOS) && !os(tvOS) && !os(watchOS)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabCustomizationBehavior {
    /// `static var disabled: TabCustomizationBehavior { get }`: "Items with this behavior may not be
    /// removed." iOS and visionOS only.
    public static var disabled: TabCustomizationBehavior { Self(name: "disabled") }
}
#endif

/// `struct AdaptableTabBarPlacement`: "A placement for tabs in a tab view using the adaptable sidebar
/// style." Equatable, Hashable.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement>
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct AdaptableTabBarPlacement: Hashable {
    private let name: String

    /// `static let tabBar: AdaptableTabBarPlacement`
    public static var tabBar: AdaptableTabBarPlacement { Self(name: "tabBar") }

}

#if !os(macOS) && !os(tvOS) && !os(watchOS)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension AdaptableTabBarPlacement {
    /// `static let sidebar: AdaptableTabBarPlacement`: iOS and visionOS only.
    public static var sidebar: AdaptableTabBarPlacement { Self(name: "sidebar") }
}
#endif

// MARK: - App

/// `@MainActor @preconcurrency protocol Scene`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/scene>
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene

    /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `@resultBuilder struct SceneBuilder`, with the one build method an app of one window uses.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/scenebuilder>
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }
}

/// `@MainActor @preconcurrency struct WindowGroup<Content> where Content : View`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/windowgroup>
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct WindowGroup<Content: View>: Scene {
    public let content: Content

    /// `init(@ViewBuilder content: () -> Content)`
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Never: Scene {}

/// `@MainActor @preconcurrency protocol App`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/app>
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene

    /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// `@MainActor @preconcurrency init()`
    @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension App {
    /// `@MainActor @preconcurrency static func main()`: what `@main` calls. The stand-in draws nothing.
    @MainActor @preconcurrency public static func main() {
        _ = Self().body
    }
}

/// `@MainActor @preconcurrency protocol PreviewProvider`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/previewprovider>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View

    /// `@ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }`
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}


// MARK: - UIKit interoperation

/// `@MainActor @preconcurrency class UIHostingController<Content>: UIViewController where Content: View`:
/// a SwiftUI view in a UIKit hierarchy.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/uihostingcontroller>
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// `var rootView: Content { get set }`
    public var rootView: Content

    /// `init(rootView: Content)`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)>
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// `init?(coder aDecoder: NSCoder)`: "UIHostingController doesn't support this initializer".
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }
}

/// `@MainActor @preconcurrency protocol UIViewControllerRepresentable: View where Self.Body == Never`:
/// a UIKit view controller in a SwiftUI hierarchy.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable>
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// `associatedtype UIViewControllerType: UIViewController`
    associatedtype UIViewControllerType: UIViewController

    /// `typealias Context = UIViewControllerRepresentableContext<Self>`
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// `@MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType`
    @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType

    /// `@MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)`
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewControllerRepresentable {
    public var body: Never { fatalError("\(Self.self) is a representable view") }
}

/// `@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable>`: here, empty.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext>
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// Not SwiftUI: the context SwiftUI would hand the representable.
    public init() {}
}
#endif

// MARK: - Screen markers

/// `@frozen struct Color`: of which generated code uses `clear`, the screen marker's invisible view.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/color>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Color: Hashable, Sendable {
    private let name: String

    /// `static let clear: Color`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/color/clear>
    public static let clear = Color(name: "clear")
}

extension Color: _PrimitiveView {}

/// `@frozen struct Alignment`: of which the stand-in has the default of `background(alignment:content:)`.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/alignment>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Alignment: Equatable, Sendable {
    private let name: String

    /// `static let center: Alignment`
    public static let center = Alignment(name: "center")

    /// `static let topLeading: Alignment`
    public static let topLeading = Alignment(name: "topLeading")
}

/// `struct AccessibilityChildBehavior`: how an accessibility element treats its children.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String

    /// `static let ignore: AccessibilityChildBehavior`: the element hides its children.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")

    /// `static let contain: AccessibilityChildBehavior`
    public static let contain = AccessibilityChildBehavior(name: "contain")

    /// `static let combine: AccessibilityChildBehavior`
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// `struct AccessibilityAttachmentModifier`: what `accessibilityIdentifier(_:)` attaches.
///
/// Apple's documentation: <https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier>
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AccessibilityAttachmentModifier: ViewModifier {
    /// Not SwiftUI: the identifier attached, for tests to read.
    public let _identifier: String

    public func body(content: Content) -> some View { content }
}

/// Not SwiftUI: what `background(alignment:content:)` put behind a view, for tests to tell it from the view.
public struct _Background: @unchecked Sendable {
    public let content: Any
    public let alignment: Alignment
}

extension _Background: _Inspectable {
    public var _parts: [Any] { [content] }
}

extension View {
    /// `nonisolated func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    /// -> some View where V : View`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)>
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _Modified(content: self, value: _Background(content: content(), alignment: alignment))
    }

    /// `nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)>
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        _Modified(content: self, value: children)
    }

    /// `nonisolated func accessibilityIdentifier(_ identifier: String)
    /// -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
    ///
    /// Apple's documentation: <https://developer.apple.com/documentation/swiftui/view/accessibilityidentifier(_:)>
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier(_identifier: identifier))
    }
}
