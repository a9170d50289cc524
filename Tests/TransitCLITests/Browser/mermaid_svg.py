"""Draws Mermaid files with the real mermaid.js in headless Chromium, offline, and reports the
text of each SVG.

mermaid.js is the copy the PyPI package mermaidx bundles (its assets/mermaid.js); it is loaded
from disk into an empty page, so nothing is fetched. Reads a plan as JSON on standard input:

    {"chromium": "/usr/bin/chromium", "chromedriver": "/usr/bin/chromedriver",
     "files": ["/tmp/card-zoom.mmd"]}

and prints, for each file, the text of every <text> element of the SVG Mermaid drew (its
<tspan>s joined by spaces), or the error Mermaid gave:

    [{"file": "/tmp/card-zoom.mmd", "texts": ["vc.palette PaletteViewController", ...]}, ...]

It judges nothing: the Swift test that runs it decides what must be drawn.
"""

import json
import os
import sys
import tempfile

import mermaidx
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

DRAW = r"""
const [source, id, done] = arguments;
mermaid.render(id, source).then(({svg}) => {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  done({texts: [...doc.querySelectorAll('text')].map((node) => {
    const spans = [...node.querySelectorAll('tspan')];
    return spans.length ? spans.map((span) => span.textContent).join(' ') : node.textContent;
  })});
}, (error) => done({error: String(error && error.message || error)}));
"""


def main():
    plan = json.load(sys.stdin)
    script = os.path.join(os.path.dirname(mermaidx.__file__), "assets", "mermaid.js")
    page = tempfile.NamedTemporaryFile("w", suffix=".html", delete=False)
    page.write('<!doctype html><meta charset="utf-8"><body><script src="file://' + script
               + '"></script><script>mermaid.initialize({startOnLoad: false});</script>')
    page.close()
    options = webdriver.ChromeOptions()
    options.binary_location = plan["chromium"]
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--allow-file-access-from-files"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(plan["chromedriver"]), options=options)
    driver.set_script_timeout(120)
    results = []
    try:
        driver.get("file://" + page.name)
        for index, path in enumerate(plan["files"]):
            with open(path, encoding="utf-8") as file:
                source = file.read()
            drawn = driver.execute_async_script(DRAW, source, "d%d" % index)
            drawn["file"] = path
            results.append(drawn)
    finally:
        driver.quit()
        os.unlink(page.name)
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
