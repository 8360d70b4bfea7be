import RouteGenCore
import RouteGenTestSupport
import Testing

/// `routes.schema.json` is what editors check manifests against; these tests hold it to the key
/// tables the decoder reads with, so that an editor never accepts what RouteGen refuses or the reverse.
@Suite("routes.schema.json")
struct ManifestSchemaTests {
    /// Each object of the manifest: its name, where the schema describes it, and the decoder's keys.
    static let objects: [(name: String, schemaPath: [String], keys: [ManifestKey])] = [
        ("manifest", ["$defs", "manifest"], ManifestKeys.Root.all),
        ("fragment", ["$defs", "fragment"], ManifestKeys.Fragment.all),
        ("route", ["$defs", "route"], ManifestKeys.Route.all),
        ("query parameter", ["$defs", "queryParameter", "oneOf", "1"], ManifestKeys.QueryParameter.all),
        ("value", ["$defs", "value", "oneOf", "1"], ManifestKeys.Value.all),
        ("value type", ["$defs", "valueType", "oneOf", "1"], ManifestKeys.ValueType.all),
        ("example", ["$defs", "example", "oneOf", "1"], ManifestKeys.Example.all),
        ("scheme", ["$defs", "scheme", "oneOf", "1"], ManifestKeys.Scheme.all),
        ("app list", ["$defs", "appList"], ManifestKeys.AppList.all),
        ("tab", ["$defs", "tab"], ManifestKeys.Tab.all),
        ("requirement", ["$defs", "requirement"], ManifestKeys.Requirement.all),
    ]

    let schema: JSONValue

    init() throws {
        var diagnostics = Diagnostics()
        schema = try #require(JSONReader.read(try RepositoryPaths.bytes("routes.schema.json"), diagnostics: &diagnostics))
    }

    @Test("each object lists exactly the decoder's keys, refuses others, and requires the same ones")
    func keys() throws {
        for object in Self.objects {
            let definition = try #require(schema[object.schemaPath], "\(object.name)")
            let properties = try #require(definition["properties"]?.members, "\(object.name)")
            #expect(properties.map(\.key) == object.keys.map(\.name), "\(object.name)")
            #expect(definition["additionalProperties"]?.kind == .bool(false), "\(object.name)")
            let required = definition["required"]?.strings ?? []
            #expect(required == object.keys.filter(\.isRequired).map(\.name), "\(object.name)")
        }
    }

    @Test("each key has the decoder's type, allowed values and default")
    func types() throws {
        for object in Self.objects {
            for key in object.keys {
                let property = try #require(schema[object.schemaPath + ["properties", key.name]], "\(key.name)")
                let resolved = resolve(property)
                switch key.type {
                case .any:
                    #expect(resolved["type"] == nil, "\(key.name)")
                case .stringOrObject:
                    #expect(resolved["oneOf"]?.elements?.compactMap { $0["type"]?.string } == ["string", "object"])
                default:
                    #expect(resolved["type"]?.string == key.type.rawValue, "\(object.name).\(key.name)")
                }
                let allowed = (resolved["enum"] ?? resolved["items"]?["enum"])?.strings ?? []
                #expect(allowed == key.allowedValues, "\(object.name).\(key.name)")
                var diagnostics = Diagnostics()
                let expectedDefault = key.defaultValue.flatMap { JSONReader.read(Array($0.utf8), diagnostics: &diagnostics) }
                #expect(resolved["default"]?.kind == expectedDefault?.kind, "\(object.name).\(key.name)")
            }
        }
    }

    @Test("the only version the schema allows is the one the decoder reads")
    func version() {
        #expect(schema[["$defs", "manifest", "properties", "version", "enum"]]?.elements?.map(\.kind)
            == ManifestKeys.supportedVersions.map { .number(JSONNumber(text: "\($0)", double: Double($0), integer: $0)) })
    }

    @Test("a file with 'fragment' is read as a fragment, any other as a manifest, as the decoder reads them")
    func fragmentOrManifest() {
        #expect(schema[["if", "required"]]?.strings == [ManifestKeys.Fragment.fragment.name])
        #expect(schema[["then", "$ref"]]?.string == "#/$defs/fragment")
        #expect(schema[["else", "$ref"]]?.string == "#/$defs/manifest")
    }

    @Test("array keys point at the definitions of their elements")
    func references() {
        #expect(schema[["$defs", "manifest", "properties", "routes", "items", "$ref"]]?.string == "#/$defs/route")
        #expect(schema[["$defs", "fragment", "properties", "routes", "items", "$ref"]]?.string == "#/$defs/route")
        #expect(schema[["$defs", "manifest", "properties", "schemes", "items", "$ref"]]?.string == "#/$defs/scheme")
        #expect(schema[["$defs", "route", "properties", "query", "additionalProperties", "$ref"]]?.string == "#/$defs/queryParameter")
        #expect(schema[["$defs", "route", "properties", "values", "additionalProperties", "$ref"]]?.string == "#/$defs/value")
        #expect(schema[["$defs", "manifest", "properties", "valueTypes", "items", "$ref"]]?.string == "#/$defs/valueType")
        #expect(schema[["$defs", "fragment", "properties", "valueTypes", "items", "$ref"]]?.string == "#/$defs/valueType")
        #expect(schema[["$defs", "manifest", "properties", "webcredentials", "$ref"]]?.string == "#/$defs/appList")
        #expect(schema[["$defs", "manifest", "properties", "appclips", "$ref"]]?.string == "#/$defs/appList")
        #expect(schema[["$defs", "route", "properties", "examples", "items", "$ref"]]?.string == "#/$defs/example")
    }

    @Test("an example is a link, or an object whose 'stack' lists route names")
    func exampleForms() {
        #expect(schema[["$defs", "example", "oneOf"]]?.elements?.compactMap { $0["type"]?.string } == ["string", "object"])
        #expect(schema[["$defs", "example", "oneOf", "1", "properties", "stack", "items", "type"]]?.string == "string")
    }

    /// Follows a local `$ref`, keeping the referring property's own keys (`default`, `description`).
    private func resolve(_ property: JSONValue) -> JSONValue {
        guard let reference = property["$ref"]?.string, reference.hasPrefix("#/") else { return property }
        return schema[reference.dropFirst(2).split(separator: "/").map(String.init)] ?? property
    }
}

extension JSONValue {
    /// The value of `key` in an object; nil for a missing key or a value that is not an object.
    subscript(key: String) -> JSONValue? {
        members?.first { $0.key == key }?.value
    }

    /// The value at a path of keys (array indices as numbers).
    subscript(path: [String]) -> JSONValue? {
        path.reduce(Optional(self)) { value, step in
            guard let value else { return nil }
            if let index = Int(step), let elements = value.elements { return elements.indices.contains(index) ? elements[index] : nil }
            return value[step]
        }
    }

    var members: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    var elements: [JSONValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    var string: String? {
        if case .string(let string) = kind { return string }
        return nil
    }

    var strings: [String]? {
        elements?.compactMap(\.string)
    }
}
