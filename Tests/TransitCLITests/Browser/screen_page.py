"""Drives the screen panel of Transit's step-through page in headless Chromium.

Reads a plan as JSON on standard input:

    {"chromium": "/usr/bin/chromium", "chromedriver": "/usr/bin/chromedriver",
     "page": "file:///tmp/card-zoom.html", "gif": "file:///tmp/card-zoom.gif",
     "moments": [{"clock": 750, "views": ["zoomingCard"]}],
     "steps": ["seq-38"], "play": {"speed": "1", "seconds": 2},
     "png": {"url": "file:///tmp/still.png", "points": [[72, 192]]}}

For each moment it sets the clock slider (milliseconds) as a reader dragging it would, and
reads each view's box: its bounding rectangle relative to the window's, in CSS pixels, and the
page's scale (CSS pixels per point). For each step it opens the page at that fragment and reads
the clock. Then it plays the clock and records requestAnimationFrame timestamps while it runs,
and the step the diagram shows before and after; and it decodes the GIF and the PNG as a page
would, reading the PNG's pixels at the points given. It judges nothing: the Swift test compares
what it read with the log, and reports the frame rate.
"""

import json
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

BOXES = r"""
const stage = document.getElementById('screen-stage');
const root = document.getElementById('screen-window').getBoundingClientRect();
const scale = parseFloat(stage.getAttribute('data-scale'));
const boxes = {};
for (const id of arguments[0]) {
  const node = document.querySelector('#screen-window [data-view="' + CSS.escape(id) + '"]');
  if (!node || node.getClientRects().length === 0) { boxes[id] = null; continue; }
  const r = node.getBoundingClientRect();
  boxes[id] = [r.left - root.left, r.top - root.top, r.width, r.height];
}
const current = document.querySelector('#diagram g.step.current');
return {scale: scale, boxes: boxes, clock: document.getElementById('clock').value,
  step: current ? current.getAttribute('data-id') : null,
  resources: performance.getEntriesByType('resource').length};
"""

SET_CLOCK = r"""
const clock = document.getElementById('clock');
clock.value = String(arguments[0]);
clock.dispatchEvent(new Event('input', {bubbles: true}));
"""

# Counts animation frames while the page plays, from requestAnimationFrame's own timestamps.
PLAY = r"""
const done = arguments[arguments.length - 1];
const seconds = arguments[1];
document.getElementById('speed').value = arguments[0];
const stamps = [];
const before = document.querySelector('#diagram g.step.current');
const startStep = before ? before.getAttribute('data-id') : null;
document.getElementById('play').click();
function tick(now) {
  stamps.push(now);
  if (now - stamps[0] < seconds * 1000) { requestAnimationFrame(tick); return; }
  const after = document.querySelector('#diagram g.step.current');
  done({stamps: stamps, startStep: startStep,
    endStep: after ? after.getAttribute('data-id') : null,
    clock: parseInt(document.getElementById('clock').value, 10),
    playing: document.getElementById('play').getAttribute('aria-pressed')});
}
requestAnimationFrame(tick);
"""

PIXELS = r"""
const done = arguments[arguments.length - 1];
const image = new Image();
image.onload = () => {
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const colors = arguments[1].map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data));
  done({width: image.naturalWidth, height: image.naturalHeight, colors: colors});
};
image.onerror = () => done({width: 0, height: 0, colors: []});
image.src = arguments[0];
"""

GIF = r"""
const done = arguments[arguments.length - 1];
const image = new Image();
image.onload = () => done({width: image.naturalWidth, height: image.naturalHeight});
image.onerror = () => done({width: 0, height: 0});
image.src = arguments[0];
"""


def main():
    plan = json.load(sys.stdin)
    options = webdriver.ChromeOptions()
    options.binary_location = plan["chromium"]
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,900", "--allow-file-access-from-files"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(executable_path=plan["chromedriver"]), options=options)
    driver.set_script_timeout(60)
    result = {"moments": [], "steps": [], "play": None, "gif": None, "png": None}
    try:
        driver.get(plan["page"])
        for moment in plan.get("moments", []):
            driver.execute_script(SET_CLOCK, moment["clock"])
            result["moments"].append(driver.execute_script(BOXES, moment["views"]))
        for fragment in plan.get("steps", []):
            driver.get("about:blank")
            driver.get(plan["page"] + "#" + fragment)
            time.sleep(0.05)
            result["steps"].append(driver.execute_script(BOXES, []))
        play = plan.get("play")
        if play:
            driver.get("about:blank")
            driver.get(plan["page"])
            result["play"] = driver.execute_async_script(PLAY, play["speed"], play["seconds"])
        if plan.get("gif"):
            driver.get(plan["gif"])
            result["gif"] = driver.execute_async_script(GIF, plan["gif"])
        if plan.get("png"):
            driver.get(plan["png"]["url"])
            result["png"] = driver.execute_async_script(
                PIXELS, plan["png"]["url"], plan["png"]["points"])
    finally:
        driver.quit()
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
