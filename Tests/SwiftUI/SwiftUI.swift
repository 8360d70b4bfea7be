// A stand-in for the few SwiftUI declarations RouteGen's generated destinations use, so that they
// type-check on Linux, where SwiftUI does not exist. Each declaration follows Apple's documentation
// of the real one (isolation, generic signature, builder attributes); the bodies only keep values
// so tests can look at what a view builder built. Nothing here draws anything.
//
// Linux only: the test targets depend on it with `.when(platforms: [.linux])`.

#if os(Linux)

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

    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
        TupleView((c0, c1))
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

#endif
