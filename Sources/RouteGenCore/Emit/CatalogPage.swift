/// The catalog page's style and script: fixed text, the same for every manifest. The page's
/// data (`<script type="application/json" id="routegen-routes">`) is all that varies.
enum CatalogPage {
    /// The page's only script: the filter, and the link builder, which fills in each route's
    /// `LinkTemplate` with typed values, checked and printed as the generated code checks and
    /// prints them. Nothing here decides a link's shape; everything it does is listed below.
    ///
    /// - Values: `Int` as `Int(_:)` reads it and `description` prints it (`+07` is `7`);
    ///   `Double` as `_double` reads it and Swift prints it (`1` is `1.0`, `1e-5` is `1e-05`,
    ///   `9.99e15` is `9.99e+15`);
    ///   `Bool` from `true`, `false`, `1` or `0`; `UUID` in either case, printed upper-case;
    ///   `URL` absolute `http` or `https`, written in URL syntax (which Foundation keeps as is);
    ///   `String` and app types as typed.
    /// - Encoding: every UTF-8 byte outside `A–Z a–z 0–9 - . _ ~`, and a compound segment's
    ///   escaped characters, as `%XX` (`_encode`).
    /// - Presence: an empty optional field is nil, an empty or equal defaulted field is left out,
    ///   a list takes one value per line.
    /// - Refusals the model decided: a value another route takes (`LinkShadows`), and an empty
    ///   rest parameter whose link is another route's.
    static let script = #"""
        "use strict";
        (() => {
          const data = JSON.parse(document.getElementById("routegen-routes").textContent);
          const articles = Array.from(document.querySelectorAll("article.route"));
          const groups = Array.from(document.querySelectorAll("section.group"));
          const filter = document.getElementById("filter");
          const count = document.getElementById("count");

          // MARK: Filter

          // What the filter looks in: each route's name, title, patterns and example links.
          const searched = articles.map((article) => Array.from(article.querySelectorAll("h3, .pattern, a.example"),
            (element) => element.textContent).join(" ").toLowerCase());
          function applyFilter() {
            const words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
            let shown = 0;
            articles.forEach((article, index) => {
              const hit = words.every((word) => searched[index].includes(word));
              if (article.hidden === hit) article.hidden = !hit;
              if (hit) shown += 1;
            });
            for (const group of groups) group.hidden = !group.querySelector("article.route:not([hidden])");
            count.textContent = shown === articles.length ? `${shown} routes` : `${shown} of ${articles.length} routes`;
          }
          filter.addEventListener("input", applyFilter);
          if (filter.value) applyFilter();

          // MARK: Values, as the generated parser reads them and the printer prints them

          const fail = (message) => ({ error: message });
          const swiftDouble = (value) => {
            if (Object.is(value, -0)) return "-0.0";
            const [mantissa, exponentText] = value.toExponential().split("e");
            const exponent = Number(exponentText);
            const sign = mantissa.startsWith("-") ? "-" : "";
            const digits = mantissa.replace(/^-/, "").replace(".", "");
            // Swift writes an exponent below 0.0001 and above 2^53, where a Double stops holding every integer.
            if (exponent < -4 || Math.abs(value) > 2 ** 53) {
              const magnitude = String(Math.abs(exponent)).padStart(2, "0");
              return `${sign}${digits[0]}${digits.length > 1 ? "." + digits.slice(1) : ""}e${exponent < 0 ? "-" : "+"}${magnitude}`;
            }
            if (exponent < 0) return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
            const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
            return `${sign}${whole}.${digits.slice(exponent + 1) || "0"}`;
          };
          const urlCharacter = "([A-Za-z0-9\\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})";
          const urlPattern = new RegExp(`^https?://([A-Za-z0-9\\-._~!$&'()*+,;=:]|%[0-9A-Fa-f]{2})+([/?]${urlCharacter}*)?(#${urlCharacter}*)?$`, "i");
          const types = {
            String: (text) => ({ text }),
            Int: (text) => {
              if (!/^[+-]?[0-9]+$/.test(text)) return fail("a whole number, such as 42");
              const number = BigInt(text);
              if (number < -(2n ** 63n) || number >= 2n ** 63n) return fail("a whole number of at most 19 digits");
              return { text: number.toString() };
            },
            Double: (text) => {
              if (!/^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$/.test(text)) return fail("a number, such as 4.5");
              const number = Number(text);
              return Number.isFinite(number) ? { text: swiftDouble(number) } : fail("a finite number");
            },
            Bool: (text) => (/^(true|1)$/.test(text) ? { text: "true" } : /^(false|0)$/.test(text) ? { text: "false" } : fail("true or false")),
            UUID: (text) => (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)
              ? { text: text.toUpperCase() } : fail("a UUID, such as 9F1C5B7E-0D3A-4C1B-9A55-2B8E6F4D7C10")),
            URL: (text) => (urlPattern.test(text) ? { text } : fail("an http or https link, such as https://example.com/a")),
          };
          const convert = (type, text) => (types[type] || types.String)(text);

          const hex = "0123456789ABCDEF";
          const encode = (text, escaping = "") => {
            let encoded = "";
            for (const byte of new TextEncoder().encode(text)) {
              const character = String.fromCharCode(byte);
              encoded += /[A-Za-z0-9\-._~]/.test(character) && !escaping.includes(character)
                ? character : "%" + hex[byte >> 4] + hex[byte & 15];
            }
            return encoded;
          };

          // MARK: Printing

          // A value that another route takes: its literal, or any value of its type, which the
          // parser tries first (`[["l", "new", "newItem"], ["t", "Int", "itemByID"]]`).
          const composed = (text) => (data.ignoresCase ? text.normalize("NFC").toLowerCase() : text.normalize("NFC"));
          const shadow = (text, shadows) => (shadows || []).find(([kind, value]) =>
            kind === "l" ? composed(text) === composed(value) : !convert(value, text).error);
          const taken = (text, shadows) => {
            const found = shadow(text, shadows);
            if (!found) return undefined;
            return fail(found[2] === null ? `a link with “${text}” here opens nothing: another route takes it first`
              : `a link with “${text}” here opens ${found[2]}, which the app tries first`);
          };
          // A whole segment of `.` or `..` is a step in the path, which links drop or follow.
          const isDots = (text, segment) => segment && segment[0] !== "c" && (text === "." || text === "..");

          // The value of parameter [name, type, presence, default] from its field: { text }, { texts }
          // for a list, {} when it is left out, or { error }. `segment` is the path part it is in.
          function read([, type, presence, defaultText], raw, segment) {
            if (presence === "l") {
              const texts = [];
              for (const line of raw === "" ? [] : raw.split("\n")) {
                if (segment && line === "") return fail("one segment per line, none empty");
                if (isDots(line, segment)) return fail("“.” and “..” are no segments: a link drops them");
                const value = convert(type, line);
                if (value.error) return fail(`“${line}”: ${value.error}`);
                texts.push(value.text);
              }
              if (segment && segment[2] && texts.length === 0) return fail(`at least one segment; with none, the link opens ${segment[2]}`);
              return (segment && texts.length === 1 && taken(texts[0], segment[3])) || { texts };
            }
            if (raw === "" && presence !== "r") return {};
            if (raw === "" && segment) return fail("a value; a path segment cannot be empty");
            if (isDots(raw, segment)) return fail("“.” and “..” are no segments: a link drops them");
            const value = convert(type, raw);
            const refusal = !value.error && segment && segment[0] === "v" && taken(value.text, segment[2]);
            if (refusal) return refusal;
            return !value.error && presence === "d" && value.text === convert(type, defaultText).text ? {} : value;
          }

          function print(route, values) {
            let path = "";
            for (const part of route.s) {
              if (part[0] === "l") path += "/" + part[1];
              else if (part[0] === "v" && values[part[1]].text !== undefined) path += "/" + encode(values[part[1]].text);
              else if (part[0] === "r") path += "/" + values[part[1]].texts.map((text) => encode(text)).join("/");
              else if (part[0] === "c") {
                const [, texts, indices, escaping] = part;
                path += "/" + texts[0] + indices.map((index, n) => encode(values[index].text, n === 0 ? "" : escaping) + texts[n + 1]).join("");
              }
            }
            const items = route.f ? [route.f] : [];
            for (const [name, index] of route.q || []) {
              const value = values[index];
              for (const text of value.texts || (value.text === undefined ? [] : [value.text])) items.push(name + "=" + encode(text));
            }
            const fragment = route.h === undefined ? "" : "#" + encode(values[route.h].text);
            return (path || "/") + (items.length ? "?" + items.join("&") : "") + fragment;
          }

          // MARK: The form

          const channels = { u: "universalLink", c: "customScheme" };

          function update(form) {
            const route = data.routes[Number(form.dataset.route)];
            const segments = route.p.map((_, index) => route.s.find((part) =>
              (part[0] === "v" || part[0] === "r") && part[1] === index || part[0] === "c" && part[2].includes(index)));
            const values = route.p.map((parameter, index) => {
              const field = form.elements[`p${index}`];
              const value = read(parameter, field.value, segments[index]);
              field.setAttribute("aria-invalid", value.error ? "true" : "false");
              field.parentElement.querySelector(".error").textContent = value.error || "";
              return value;
            });
            const output = form.querySelector("output");
            output.replaceChildren();
            if (values.some((value) => value.error)) {
              output.textContent = "Correct the values above to see the links.";
              return;
            }
            const path = print(route, values);
            for (const [channel, prefix] of route.l) {
              const link = document.createElement("a");
              link.className = "built";
              link.dataset.channel = channels[channel];
              link.href = link.textContent = data.prefixes[prefix] + path;
              const line = document.createElement("p");
              line.append(link);
              output.append(line);
            }
          }

          function field([name, type, presence, defaultText], index) {
            const label = document.createElement("label");
            const nameText = document.createElement("span");
            nameText.className = "name";
            nameText.textContent = name;
            const typeText = document.createElement("span");
            typeText.className = "type";
            typeText.textContent = presence === "l" ? `[${type}], one per line` : presence === "o" ? `${type}, optional`
              : presence === "r" ? type : `${type} = ${defaultText}`;
            const input = document.createElement(presence === "l" ? "textarea" : "input");
            input.name = `p${index}`;
            input.autocomplete = "off";
            input.spellcheck = false;
            if (presence === "d") input.value = defaultText;
            const error = document.createElement("span");
            error.className = "error";
            label.append(nameText, " ", typeText, input, error);
            return label;
          }

          function buildForm(details) {
            const form = document.createElement("form");
            form.className = "builder-form";
            form.dataset.route = details.dataset.route;
            data.routes[Number(details.dataset.route)].p.forEach((parameter, index) => form.append(field(parameter, index)));
            form.append(document.createElement("output"));
            form.addEventListener("input", () => update(form));
            form.addEventListener("submit", (event) => event.preventDefault());
            details.append(form);
            update(form);
          }

          // Each route's form is made the first time its summary is clicked: a thousand routes
          // cost a thousand closed elements on opening, not a thousand forms. A route without
          // values has none: its patterns are its links.
          for (const article of articles) {
            if (article.dataset.route === undefined || data.routes[Number(article.dataset.route)].p.length === 0) continue;
            const details = document.createElement("details");
            details.className = "builder";
            details.dataset.route = article.dataset.route;
            const summary = document.createElement("summary");
            summary.textContent = "Build a link";
            summary.addEventListener("click", () => { if (!details.querySelector("form")) buildForm(details); });
            details.append(summary);
            article.append(details);
          }
          document.documentElement.dataset.ready = "true";
        })();
        """#

    /// The page's Content-Security-Policy: nothing loads, and the one script and the one style
    /// sheet that apply are the page's own, named by the SHA-256 of their text. No other script
    /// would run and no other style apply (a `style` attribute included), even were some text to
    /// get past escaping.
    static let policy = "default-src 'none'; style-src '\(hash(styleText))'; script-src '\(hash(script))'; "
        + "base-uri 'none'; form-action 'none'"

    /// The text of the page's `<style>` element, exactly: what the policy's hash is of.
    static let styleText = "\n" + style + "\n"

    /// `text`'s hash as a Content-Security-Policy source: `sha256-` and the digest in base64.
    private static func hash(_ text: String) -> String {
        "sha256-" + SHA256.base64(SHA256.digest(text.utf8))
    }

    /// The page's style: system fonts, light and dark, one column on a phone.
    static let style = #"""
        :root { color-scheme: light dark; --text: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --card: #ffffff;
          --page: #f5f5f7; --accent: #0066cc; --bad: #c9302c; --good: #1a7f37; }
        @media (prefers-color-scheme: dark) {
          :root { --text: #f5f5f7; --muted: #a1a1a6; --line: #424245; --card: #1c1c1e; --page: #000000;
            --accent: #4ea1ff; --bad: #ff6961; --good: #4cd964; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; font: 16px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif;
          color: var(--text); background: var(--page); }
        header { position: sticky; top: 0; z-index: 1; padding: 12px max(16px, calc((100% - 64rem) / 2 + 16px));
          background: var(--page);
          border-bottom: 1px solid var(--line); }
        h1 { margin: 0; font-size: 1.3rem; }
        .summary, #count, .type, .doc-muted { color: var(--muted); }
        .summary { margin: 2px 0 8px; font-size: 0.9rem; }
        #filter { width: 100%; max-width: 40rem; padding: 8px 10px; font: inherit; border: 1px solid var(--line);
          border-radius: 8px; background: var(--card); color: var(--text); }
        #count { margin: 4px 0 0; font-size: 0.85rem; }
        html:not([data-ready]) #filter { display: none; }  /* a preview that runs no script */
        main { max-width: 64rem; margin: 0 auto; padding: 8px 16px 48px; }
        h2 { font-size: 1.1rem; margin: 24px 0 8px; }
        .route { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 12px 16px;
          margin: 0 0 12px; overflow-wrap: anywhere; content-visibility: auto; contain-intrinsic-size: auto 240px; }
        .route h3 { margin: 0; font-size: 1.05rem; }
        .route h3 .title { font-weight: normal; color: var(--muted); }
        code { font: 0.9em ui-monospace, SFMono-Regular, Menlo, monospace; }
        dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0; font-size: 0.92rem; }
        dt { color: var(--muted); }
        dd { margin: 0; }
        a { color: var(--accent); }
        a.link code { color: var(--accent); }
        .examples { list-style: none; padding: 0; margin: 8px 0; font-size: 0.92rem; }
        .examples > li { border-top: 1px solid var(--line); padding: 6px 0; }
        .examples a { display: block; }
        .opens, .verdicts { margin: 2px 0; color: var(--muted); }
        .yes { color: var(--good); }
        .no { color: var(--bad); }
        .tree { margin: 8px 0; }
        .tree ul { margin: 0; padding-left: 1.2rem; }
        details.builder { margin-top: 8px; }
        summary { cursor: pointer; color: var(--accent); }
        .builder-form label { display: block; margin: 8px 0; }
        .builder-form input, .builder-form textarea { display: block; width: 100%; padding: 6px 8px; font: inherit;
          border: 1px solid var(--line); border-radius: 6px; background: var(--page); color: var(--text); }
        .builder-form [aria-invalid="true"] { border-color: var(--bad); }
        .error { display: block; color: var(--bad); font-size: 0.85rem; }
        output { display: block; margin-top: 8px; }
        output p { margin: 4px 0; }
        @media (max-width: 600px) {
          dl { grid-template-columns: 1fr; }
          dt { margin-top: 4px; }
          main { padding: 8px 10px 32px; }
        }
        """#
}
