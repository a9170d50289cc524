"""Drives Transit's step-through page in headless Chromium and reports what a reader sees.

Reads a plan as JSON on standard input:

    {"chromium": "/usr/bin/chromium", "chromedriver": "/usr/bin/chromedriver",
     "page": "file:///tmp/card-zoom.html",
     "visits": [{"fragment": "seq-28", "keys": ["Right", "Right"], "reload": false}]}

Each visit opens the page afresh (with the fragment, if any), presses the keys on the page,
optionally reloads it, and records the step shown. It prints one JSON object per visit, in a
list, on standard output. It judges nothing: the Swift test that runs it compares what it
read with the replayed log.
"""

import json
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

KEYS = {"Right": Keys.ARROW_RIGHT, "Left": Keys.ARROW_LEFT, "Home": Keys.HOME, "End": Keys.END}

# What the page shows, read from the DOM as a reader would see it.
OBSERVE = r"""
const text = (node) => node ? node.textContent : null;
const current = [...document.querySelectorAll('#diagram g.step.current')];
const group = current[0];
const index = group ? parseInt(group.getAttribute('data-step'), 10) : -1;
const opacity = (i) => {
  const g = document.querySelector('#diagram g.step[data-step="' + i + '"]');
  return g ? parseFloat(getComputedStyle(g).opacity) : null;
};
const pane = document.getElementById('diagram-pane').getBoundingClientRect();
const box = group ? group.getBoundingClientRect() : null;
const containers = {};
document.querySelectorAll('#state .view.container').forEach((node) => {
  const kids = node.querySelector(':scope > .kids');
  containers[node.getAttribute('data-view')] = kids
    ? [...kids.querySelectorAll(':scope > .view')].map((kid) => kid.getAttribute('data-view'))
    : [];
});
return {
  current: current.map((g) => g.getAttribute('data-id')),
  index: index,
  hash: location.hash,
  counter: text(document.getElementById('step-number')),
  seq: text(document.getElementById('step-seq')),
  code: text(document.querySelector('#caption h2.code')),
  what: text(document.querySelector('#caption .what')),
  meaning: text(document.querySelector('#caption .meaning')),
  general: text(document.querySelector('#caption .general-text')),
  rules: [...document.querySelectorAll('#caption .violation')].map((n) => n.getAttribute('data-rule')),
  containers: containers,
  appearance: [...document.querySelectorAll('#state tr[data-vc]')].map(
    (row) => [row.getAttribute('data-vc'), text(row.querySelector('.astate'))]),
  chains: [...document.querySelectorAll('#state .chain')].map(
    (chain) => [...chain.querySelectorAll('.vc')].map(text)),
  objects: [...document.querySelectorAll('#state tr[data-object]')].map(
    (row) => [row.getAttribute('data-object'), text(row.querySelector('.life'))]),
  retained: [...document.querySelectorAll('#state ul.retained li')].map(text),
  previousOpacity: index > 0 ? opacity(index - 1) : null,
  nextOpacity: opacity(index + 1),
  inView: box ? (box.top >= pane.top && box.bottom <= pane.bottom
    && box.right > pane.left && box.left < pane.right) : false,
  reveal: document.body.classList.contains('reveal'),
  resources: performance.getEntriesByType('resource').length,
};
"""


def main():
    plan = json.load(sys.stdin)
    options = webdriver.ChromeOptions()
    options.binary_location = plan["chromium"]
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,900"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(executable_path=plan["chromedriver"]), options=options)
    results = []
    try:
        for visit in plan["visits"]:
            fragment = visit.get("fragment")
            driver.get("about:blank")
            driver.get(plan["page"] + ("#" + fragment if fragment else ""))
            body = driver.find_element("tag name", "body")
            for key in visit.get("keys", []):
                body.send_keys(KEYS.get(key, key))
            if visit.get("reload"):
                driver.refresh()
            # Smooth scrolling may still be under way: give the step time to come into view.
            try:
                WebDriverWait(driver, 3).until(lambda d: d.execute_script(OBSERVE)["inView"])
            except Exception:
                pass
            time.sleep(0.05)
            results.append(driver.execute_script(OBSERVE))
    finally:
        driver.quit()
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
