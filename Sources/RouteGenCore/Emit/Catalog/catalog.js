// The catalog page's only script (`routegen catalog`): the filter, and the link builder, which
// fills in each route's `LinkTemplate` (the page's `routegen-routes` data) with typed values,
// checked and printed as the generated code checks and prints them. Nothing here decides a
// link's shape; everything it does is listed below.
//
// - Values: `Int` as `Int(_:)` reads it and `description` prints it (`+07` is `7`); `Double` as
//   `_double` reads it and Swift prints it (`1` is `1.0`, `1e-5` is `1e-05`, `9.99e15` is
//   `9.99e+15`); `Bool` from `true`, `false`, `1` or `0`; `UUID` in either case, printed
//   upper-case; `URL` absolute `http` or `https`, written in URL syntax (which Foundation keeps
//   as is); `String` and app types as typed.
// - Encoding: every UTF-8 byte outside `A–Z a–z 0–9 - . _ ~`, and a compound segment's escaped
//   characters, as `%XX` (`encode`, the runtime's `_encode`).
// - Presence: an empty optional field is nil, an empty or equal defaulted field is left out, a
//   list takes one value per line.
// - Refusals the model decided: a value another route takes (`LinkShadows`), an empty rest
//   parameter whose link is another route's, a character path values may not hold (`x`, with
//   its reason), and `.` or `..` as a whole segment, which links drop or follow.
// - Shape the model decided: what comes before the items (`i`, `#` for items in the fragment).
//
// The value rules (from `MARK: Values` to `MARK: The form`) are held to the compiled link runtime
// by CatalogValueRuleTests, which runs them in Chromium on the same texts as the runtime.
//
// The page holds the lines between the `routegen:embed` markers verbatim, and its
// Content-Security-Policy names them by their SHA-256. After editing them, run
// scripts/embed-sources.sh (EmbeddedSourceTests fails until you do) and record the catalog
// snapshots.

// routegen:embed-begin script
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

  // A character the route's path values may not hold (`x`: the character and why), such as `/`
  // where the route decodes before splitting.
  const refusedCharacter = (route, [, , presence], raw, segment) =>
    route.x && segment && presence !== "l" && raw.includes(route.x[0]) ? fail(`no “${route.x[0]}”: ${route.x[1]}`) : undefined;

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
      else if (part[0] === "r") {
        // A rest parameter that is not last prints nothing without segments (`/tags/swift`).
        const texts = values[part[1]].texts;
        if (texts.length || part === route.s[route.s.length - 1]) path += "/" + texts.map((text) => encode(text)).join("/");
      }
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
    // The items follow `?`, or what the model says (`#` for items in the fragment).
    return (path || "/") + (items.length ? (route.i || "?") + items.join("&") : "") + fragment;
  }

  // MARK: The form

  const channels = { u: "universalLink", c: "customScheme" };

  function update(form) {
    const route = data.routes[Number(form.dataset.route)];
    const segments = route.p.map((_, index) => route.s.find((part) =>
      (part[0] === "v" || part[0] === "r") && part[1] === index || part[0] === "c" && part[2].includes(index)));
    const values = route.p.map((parameter, index) => {
      const field = form.elements[`p${index}`];
      const value = refusedCharacter(route, parameter, field.value, segments[index]) || read(parameter, field.value, segments[index]);
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
// routegen:embed-end script
