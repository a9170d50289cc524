"""Opens SVG files in headless Chromium and reports where each text is drawn.

Reads a plan as JSON on standard input:

    {"chromium": "/usr/bin/chromium", "chromedriver": "/usr/bin/chromedriver",
     "files": ["/tmp/card-zoom.svg"], "fonts": ["", "Liberation Mono"]}

Each file is opened once per entry of "fonts": "" draws it as written; a font name draws every
text in that font instead, as a viewer that lacks the first fonts of the stack would. For each
drawing it prints the box of every <text> element as the browser laid it out, in CSS pixels:

    [{"file": ..., "font": ..., "texts": [{"text": "17", "line": "-2518.5", "left": 93.8,
      "right": 106.1, "top": ..., "bottom": ...}, ...]}, ...]

"line" is the text's baseline as written in the file, so texts set on one line share it. The
script judges nothing: the Swift test that runs it decides what counts as too close.
"""

import json
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

READ = r"""
const font = arguments[0];
if (font) {
  const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
  style.textContent = 'text { font-family: "' + font + '" !important; }';
  document.documentElement.appendChild(style);
}
return [...document.querySelectorAll('text')].map((node) => {
  const box = node.getBoundingClientRect();
  return {text: node.textContent, line: node.getAttribute('y'),
          left: box.left, right: box.right, top: box.top, bottom: box.bottom};
});
"""


def main():
    plan = json.load(sys.stdin)
    options = webdriver.ChromeOptions()
    options.binary_location = plan["chromium"]
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--force-device-scale-factor=1",
                     "--window-size=1600,1200"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(plan["chromedriver"]), options=options)
    results = []
    try:
        for path in plan["files"]:
            for font in plan["fonts"]:
                driver.get("file://" + path)
                texts = driver.execute_script(READ, font)
                results.append({"file": path, "font": font, "texts": texts})
    finally:
        driver.quit()
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
