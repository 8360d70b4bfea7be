// A stand-in for the few SwiftUI declarations RouteGen's generated destinations use, so that they
// type-check on Linux, where SwiftUI does not exist. Each declaration follows Apple's documentation
// of the real one (isolation, generic signature, builder attributes); the bodies only keep values
// so tests can look at what a view builder built. Nothing here draws anything.
//
// Linux only: the test targets depend on it with `.when(platforms: [.linux])`.

#if os(Linux)

// As on Apple platforms, `import SwiftUI` brings Foundation and Observation.
@_exported import Foundation
@_exported import Observation

// MARK: - View

/// `@MainActor @preconcurrency protocol View`, as declared since the iOS 18 SDK.
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
public struct EmptyView {
    public init() {}
}

/// `struct Text`: a line of text.
public struct Text {
    public let content: String

    public init(_ content: String) {
        self.content = content
    }
}

/// `struct _ConditionalContent<TrueContent, FalseContent>`: what `if`/`else` and `switch` build.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    public let storage: Storage
}

/// `struct TupleView<T>`: what a view builder with several statements builds.
public struct TupleView<T> {
    public let value: T

    public init(_ value: T) {
        self.value = value
    }
}

/// `struct AnyView`: a type-erased view.
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
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        _NavigationDestination(content: self, destination: destination)
    }
}

// MARK: - State and bindings

/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// `init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
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
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            })
    }
}

/// `@propertyWrapper @dynamicMemberLookup struct Bindable<Value>` (iOS 17): bindings to the
/// properties of an `@Observable` object.
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
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
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
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// Not SwiftUI: what scene storage holds, by key, for tests to look at and set.
nonisolated(unsafe) public var _sceneStorage: [String: Data] = [:]

/// `@frozen @propertyWrapper struct SceneStorage<Value>`, with the initializer for optional data.
@propertyWrapper
public struct SceneStorage<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// `init(_ key: String) where Value == Data?`
    public init(_ key: String) where Value == Data? {
        get = { _sceneStorage[key] }
        set = { _sceneStorage[key] = $0 }
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}

/// `struct EnvironmentValues`, with the one value generated code reads.
public struct EnvironmentValues {
    public init() {}

    /// `var openURL: OpenURLAction { get set }`
    public var openURL = OpenURLAction()
}

/// `@frozen @propertyWrapper struct Environment<Value>`.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// `init(_ objectType: Value.Type) where Value : AnyObject, Value : Observable` (iOS 17): an
    /// `@Observable` object put in the environment with `environment(_:)`.
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
public struct OpenURLAction {
    /// Not SwiftUI: every URL handed to the system, for tests to look at.
    @MainActor public static var _opened: [URL] = []

    public init() {}

    /// `@MainActor func callAsFunction(_ url: URL)`
    @MainActor public func callAsFunction(_ url: URL) {
        Self._opened.append(url)
    }
}

// MARK: - Foundation's user activities (what `import SwiftUI` brings on Apple platforms)

/// `class NSUserActivity`, as much as links need.
open class NSUserActivity {
    open var activityType: String
    open var webpageURL: URL?

    public init(activityType: String) {
        self.activityType = activityType
    }
}

/// `let NSUserActivityTypeBrowsingWeb: String`
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

// MARK: - Modifiers

/// `@MainActor @preconcurrency protocol ViewModifier`.
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
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    /// @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        _Modified(content: self, value: (item, content))
    }

    /// `nonisolated func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    /// @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`
    /// (unavailable on macOS).
    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        _Modified(content: self, value: (item, content))
    }

    /// `nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
        _Modified(content: self, value: action)
    }

    /// `nonisolated func onContinueUserActivity(_ activityType: String, perform action: @escaping
    /// (NSUserActivity) -> ()) -> some View`
    nonisolated public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> ()
    ) -> some View {
        _Modified(content: self, value: (activityType, action))
    }

    /// `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _Modified(content: self, value: action)
    }

    /// `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    /// -> some View where V : Equatable` (iOS 17)
    nonisolated public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View where V: Equatable {
        _Modified(content: self, value: (value, action))
    }

    /// `nonisolated func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V : View`
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        _Modified(content: self, value: label())
    }

    /// `nonisolated func environment<T>(_ object: T?) -> some View where T : AnyObject, T : Observable` (iOS 17)
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        _Modified(content: self, value: object)
    }

    /// `nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View`
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        _Modified(content: self, value: titleKey)
    }

    /// `nonisolated func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol`
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        _Modified(content: self, value: String(title))
    }

    /// `nonisolated func tag<V>(_ tag: V) -> some View where V : Hashable`
    nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable {
        _Modified(content: self, value: tag)
    }
}

// MARK: - Containers

/// `@MainActor @preconcurrency struct NavigationStack<Data, Root> where Root : View`.
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View> {
    public let path: Binding<Data>
    public let root: Root

    /// `init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data : MutableCollection, Data :
    /// RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable`
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.path = path
        self.root = root()
    }
}

extension NavigationStack: _PrimitiveView {}

/// `@MainActor @preconcurrency struct TabView<SelectionValue, Content> where SelectionValue : Hashable,
/// Content : View`.
@MainActor @preconcurrency
public struct TabView<SelectionValue: Hashable, Content: View> {
    public let selection: Binding<SelectionValue>?
    public let content: Content

    /// `init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView: _PrimitiveView {}

/// `@frozen struct LocalizedStringKey`: text looked up in the app's strings.
public struct LocalizedStringKey: ExpressibleByStringLiteral {
    public let key: String

    public init(stringLiteral value: String) {
        key = value
    }
}

/// `@frozen struct Image`.
public struct Image {
    public let systemName: String

    /// `init(systemName: String)`
    public init(systemName: String) {
        self.systemName = systemName
    }
}

extension Image: _PrimitiveView {}

/// `struct Label<Title, Icon> where Title : View, Icon : View`.
public struct Label<Title: View, Icon: View> {
    public let title: Title
    public let icon: Icon
}

extension Label where Title == Text, Icon == Image {
    /// `init(_ titleKey: LocalizedStringKey, systemImage name: String)`
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: Text(titleKey.key), icon: Image(systemName: name))
    }

    /// `init<S>(_ title: S, systemImage name: String) where S : StringProtocol`
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: Text(String(title)), icon: Image(systemName: name))
    }
}

extension Label: _PrimitiveView {}

/// `@MainActor @preconcurrency struct VStack<Content> where Content : View`.
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
@MainActor @preconcurrency
public struct List<SelectionValue: Hashable, Content: View> {
    public let content: Content
}

extension List where SelectionValue == Never {
    /// `init(@ViewBuilder content: () -> Content)`
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension List: _PrimitiveView {}

/// `@MainActor @preconcurrency struct NavigationLink<Label, Destination> where Label : View,
/// Destination : View`, with the value-based initializers.
@MainActor @preconcurrency
public struct NavigationLink<Label: View, Destination: View> {
    public let value: AnyHashable?
    public let label: Label
}

extension NavigationLink where Destination == Never {
    /// `init<P>(value: P?, @ViewBuilder label: () -> Label) where P : Hashable`
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.value = value as AnyHashable?
        self.label = label()
    }

    /// `init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P : Hashable`
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
        self.value = value as AnyHashable?
        self.label = Text(titleKey.key)
    }
}

extension NavigationLink: _PrimitiveView {}

/// `@MainActor @preconcurrency struct Button<Label> where Label : View`.
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

// MARK: - App

/// `@MainActor @preconcurrency protocol Scene`.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene

    /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `@resultBuilder struct SceneBuilder`, with the one build method an app of one window uses.
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }
}

/// `@MainActor @preconcurrency struct WindowGroup<Content> where Content : View`.
@MainActor @preconcurrency
public struct WindowGroup<Content: View>: Scene {
    public let content: Content

    /// `init(@ViewBuilder content: () -> Content)`
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

extension Never: Scene {}

/// `@MainActor @preconcurrency protocol App`.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene

    /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// `@MainActor @preconcurrency init()`
    @MainActor @preconcurrency init()
}

extension App {
    /// `@MainActor @preconcurrency static func main()`: what `@main` calls. The stand-in draws nothing.
    @MainActor @preconcurrency public static func main() {
        _ = Self().body
    }
}

/// `@MainActor @preconcurrency protocol PreviewProvider`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View

    /// `@ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }`
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

#endif
