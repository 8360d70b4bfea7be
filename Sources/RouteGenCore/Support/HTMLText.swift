/// Text made safe for an HTML page: what a manifest writes (docs, titles, examples, defaults)
/// is data, and never becomes markup or script, wherever the page puts it.
enum HTMLText {
    /// `text` escaped for an element's content or a quoted attribute value: `&`, `<`, `>`, `"`
    /// and `'` as character references, so no text closes a tag or an attribute.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// JSON text made safe inside `<script type="application/json">`: each `<`, `>` and `&` as a
    /// `\u` escape, which JSON reads as the same character, so no text ends the element (`</script>`)
    /// or opens a comment (`<!--`) that would change where it ends.
    static func scriptData(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for character in json {
            switch character {
            case "<": result += "\\u003C"
            case ">": result += "\\u003E"
            case "&": result += "\\u0026"
            default: result.append(character)
            }
        }
        return result
    }
}
