#!/usr/bin/env bash
# The screenshots of Docs/CLI.md: the example app's catalog page (`routegen catalog`) in headless
# Chromium, on a desktop (light) and a phone (dark), with one route's link builder filled in.
#
#   scripts/catalog-screenshots.sh          # writes Docs/Images/catalog-desktop.png, catalog-phone.png
set -euo pipefail
cd "$(dirname "$0")/.."
chromium=$(command -v chromium || command -v chromium-browser || command -v google-chrome)
swift build --product routegen >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/debug/routegen catalog Examples/ShopApp/ShopApp/routes.json --output "$work/catalog.html" >/dev/null
# A copy that opens the first route's builder and types a value, as a person would: the page's
# policy runs only its own script, so the copy leaves the policy out.
python3 - "$work/catalog.html" "$work/shown.html" <<'PY'
import re, sys
page = open(sys.argv[1]).read()
page = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>\n', '', page)
fill = """<script>
const details = document.querySelector("details.builder");
details.querySelector("summary").click();
details.open = true;
const form = details.querySelector("form");
form.elements.p0.value = "42";
form.dispatchEvent(new Event("input", { bubbles: true }));
</script>
</body>"""
open(sys.argv[2], "w").write(page.replace("</body>", fill))
PY
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --user-data-dir="$work/profile")
"$chromium" "${flags[@]}" --window-size=1280,1500 --screenshot=Docs/Images/catalog-desktop.png "file://$work/shown.html" 2>/dev/null
"$chromium" "${flags[@]}" --window-size=390,1100 --force-device-scale-factor=2 --force-dark-mode \
    --screenshot=Docs/Images/catalog-phone.png "file://$work/shown.html" 2>/dev/null
ls -l Docs/Images/catalog-desktop.png Docs/Images/catalog-phone.png
