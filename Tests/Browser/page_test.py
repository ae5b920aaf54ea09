"""introgen serve's page in a real browser: Debian's headless chromium, driven through chromedriver by selenium.

Usage: page_test.py --port PORT [--token TOKEN] [--screenshots DIR]

PORT is a running `introgen serve` (the offline composer at a pace slow enough to watch the text grow). The page is
loaded through a small proxy in this process, which can cut one event stream mid-way, as a dropped connection would;
everything else goes straight through. The checks, as a person would do it: the labels, the Tab order, typing a
profile, Enter generates and the text grows, Esc stops (and the server stops the generation), Regenerate, a cut
stream resumed with Last-Event-ID and ending with exactly the text a direct request for that generation gives, the
token asked for once, the Japanese interface, screenshots at 360 px and on a desktop, light and dark. Every wait is
bounded; a failed check raises, and the last line is "page test ok" only when all passed.
"""

import argparse
import json
import os
import socket
import threading
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


class CuttingProxy:
    """A TCP proxy on 127.0.0.1 to the server. When armed, the next connection that posts a new introduction is closed
    after its response has carried `after` events' data lines, mid-stream, once."""

    def __init__(self, upstream_port, after):
        self.upstream_port = upstream_port
        self.after = after
        self.armed = False
        self.cuts = 0
        self.lock = threading.Lock()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self.accept, daemon=True).start()

    def arm(self):
        with self.lock:
            self.armed = True

    def accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(("127.0.0.1", self.upstream_port))
            state = {"cut": False, "seen": 0}
            threading.Thread(target=self.pipe_up, args=(client, upstream, state), daemon=True).start()
            threading.Thread(target=self.pipe_down, args=(upstream, client, state), daemon=True).start()

    def pipe_up(self, client, upstream, state):
        try:
            while data := client.recv(65536):
                if b"POST /api/introduction/stream " in data:
                    with self.lock:
                        if self.armed:
                            self.armed = False
                            state["cut"] = True
                upstream.sendall(data)
        except OSError:
            pass
        finally:
            close(upstream)

    def pipe_down(self, upstream, client, state):
        try:
            while data := upstream.recv(65536):
                if state["cut"]:
                    state["seen"] += data.count(b"data: ")
                    if state["seen"] >= self.after:
                        # The connection drops with this piece unsent: the stream ends mid-way, unfinished.
                        with self.lock:
                            self.cuts += 1
                        break
                client.sendall(data)
        except OSError:
            pass
        finally:
            close(client)
            close(upstream)


def close(connection):
    try:
        connection.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    connection.close()


def wait_for(what, check, seconds=30.0):
    """Polls `check` every 50 ms for at most `seconds`; raises naming `what` when it never holds."""
    deadline = time.monotonic() + seconds
    for _ in range(int(seconds / 0.05) + 1):
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            break
        time.sleep(0.05)
    raise AssertionError("timed out waiting for " + what)


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


def direct_parts(port, generation, token):
    """The four parts of a generation as a direct request gives them: its whole event log, read once."""
    request = urllib.request.Request(f"http://127.0.0.1:{port}/api/introduction/stream/{generation}")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(request, timeout=30) as response:
        body = response.read().decode("utf-8")
    parts = {"headline": "", "introduction": "", "highlights": [], "bio": ""}
    for block in body.replace("\r\n", "\n").split("\n\n"):
        kind, data = "message", []
        for line in block.split("\n"):
            if line.startswith("event:"):
                kind = line[6:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].removeprefix(" "))
        if not data:
            continue
        value = json.loads("\n".join(data))
        if kind == "message":
            parts["introduction"] += value.get("content") or ""
        elif kind == "section" and value["section"] in ("headline", "bio"):
            parts[value["section"]] += value["text"]
        elif kind == "section" and value["section"] == "highlights" and "item" in value:
            while len(parts["highlights"]) <= value["item"]:
                parts["highlights"].append("")
            parts["highlights"][value["item"]] += value["text"]
    return parts


def metric(port, name, token):
    request = urllib.request.Request(f"http://127.0.0.1:{port}/metrics")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(request, timeout=10) as response:
        for line in response.read().decode().splitlines():
            if line.startswith(name + " "):
                return int(line.split()[-1])
    return None


def browser(language):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--no-first-run", "--disable-extensions", f"--lang={language}", "--window-size=1280,900"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    return webdriver.Chrome(options=options, service=Service(executable_path=CHROMEDRIVER))


def part(driver, name):
    return driver.find_element(By.ID, name).text


def state(driver):
    return driver.find_element(By.TAG_NAME, "body").get_attribute("data-state")


def screenshot(driver, folder, name, width, dark):
    if not folder:
        return
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    driver.set_window_size(width, 900)
    height = driver.execute_script("return document.documentElement.scrollHeight")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": min(max(height, 600), 2400), "deviceScaleFactor": 1, "mobile": width < 500})
    time.sleep(0.2)  # One frame for the new size and scheme to paint; nothing is asserted on time.
    driver.save_screenshot(os.path.join(folder, name))
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def run(port, token, folder):
    proxy = CuttingProxy(port, after=12)
    page = f"http://127.0.0.1:{proxy.port}/"
    driver = browser("en-US")
    try:
        driver.get(page)
        labels = [label.text for label in driver.find_elements(By.CSS_SELECTOR, "#profile label")]
        for word in ("Name", "Role", "Skills", "Experience", "Interests", "Notes"):
            expect(any(text.startswith(word) for text in labels), f"a label starts with {word}: {labels}")
        expect(driver.find_element(By.ID, "output").get_attribute("aria-live") == "polite", "aria-live polite")

        # The keyboard alone: Tab walks the form in reading order.
        name = driver.find_element(By.ID, "name")
        name.click()
        order = ["name"]
        for _ in range(10):
            driver.switch_to.active_element.send_keys(Keys.TAB)
            order.append(driver.switch_to.active_element.get_attribute("id"))
        expect(order == ["name", "role", "skills", "experience", "interests", "notes", "language", "tone",
                         "length", "for", "generate"], f"Tab order {order}")

        profile = {"name": "Ada Lovelace", "role": "iOS engineer", "skills": "Swift, SSE, accessibility",
                   "experience": "6 years, currently at a fintech", "interests": "cycling, type systems",
                   "notes": "I mentor new engineers"}
        for field, text in profile.items():
            driver.find_element(By.ID, field).send_keys(text)

        # Enter generates; the text grows as it streams; Esc stops, and the server stops the generation.
        driver.find_element(By.ID, "role").send_keys(Keys.ENTER)
        wait_for("the text to start", lambda: len(part(driver, "introduction")) > 0)
        first = len(part(driver, "introduction"))
        wait_for("the text to grow", lambda: len(part(driver, "introduction")) > first)
        expect(state(driver) == "generating", f"generating, not {state(driver)}")
        generation = driver.find_element(By.ID, "output").get_attribute("data-generation")
        driver.switch_to.active_element.send_keys(Keys.ESCAPE)
        wait_for("stopped", lambda: state(driver) == "stopped")
        stopped_text = part(driver, "introduction")
        expect(driver.find_element(By.ID, "status").text == "stopped", "the status says stopped")
        wait_for("the server to stop the generation",
                 lambda: metric(port, "introgen_active_generations", token) == 0)
        expect(part(driver, "introduction") == stopped_text, "nothing is added after the stop")
        failures = metric(port, 'introgen_failures_total{kind="cancelled"}', token)
        expect(failures == 1, f"the stop cancelled the generation {generation} on the server ({failures})")

        # Regenerate, through a connection the proxy cuts once mid-way: the page resumes with Last-Event-ID and ends
        # with exactly what a direct request for that generation gives, each event applied once.
        proxy.arm()
        driver.find_element(By.ID, "regenerate").click()
        wait_for("the regenerated introduction to finish", lambda: state(driver) in ("done", "failed"), 60)
        expect(state(driver) == "done", f"done, not {state(driver)}: {driver.find_element(By.ID, 'error').text}")
        expect(proxy.cuts == 1, f"the stream was cut once ({proxy.cuts})")
        reconnects = driver.find_element(By.ID, "output").get_attribute("data-reconnects")
        expect(reconnects == "1", f"one reconnect ({reconnects})")
        generation = driver.find_element(By.ID, "output").get_attribute("data-generation")
        expected = direct_parts(port, generation, token)
        shown = {name: driver.execute_script(f"return document.getElementById('{name}').textContent")
                 for name in ("headline", "introduction", "bio")}
        shown["highlights"] = driver.execute_script(
            "return [...document.querySelectorAll('#highlights li')].map(item => item.textContent)")
        expect(shown == expected, f"the page shows exactly the generation's text\n{shown}\n{expected}")
        expect(len(expected["introduction"]) > 100 and expected["headline"] and expected["bio"],
               f"a whole introduction: {expected}")

        screenshot(driver, folder, "serve-page.png", 1280, dark=False)
        screenshot(driver, folder, "serve-page-dark.png", 1280, dark=True)
        screenshot(driver, folder, "serve-page-360.png", 360, dark=False)
        screenshot(driver, folder, "serve-page-360-dark.png", 360, dark=True)
        # Copy puts one part on the clipboard.
        driver.execute_cdp_cmd("Browser.grantPermissions", {
            "origin": f"http://127.0.0.1:{proxy.port}", "permissions": ["clipboardReadWrite",
                                                                        "clipboardSanitizedWrite"]})
        driver.find_element(By.CSS_SELECTOR, "button[data-copy='bio']").click()
        copied = driver.execute_async_script(
            "const done = arguments[0]; navigator.clipboard.readText().then(done, () => done(null));")
        expect(copied == expected["bio"], f"the bio was copied ({copied!r})")

        width = driver.execute_script("return document.documentElement.scrollWidth")
        expect(width <= 360, f"nothing wider than 360 px ({width})")

        # The switch: the Japanese interface.
        driver.execute_script("const s = document.getElementById('ui-language'); s.value = 'ja';"
                              "s.dispatchEvent(new Event('change'));")
        expect(driver.find_element(By.CSS_SELECTOR, "label[for=name]").text == "名前", "the Japanese labels")
        expect(driver.find_element(By.ID, "generate").text == "生成", "the Japanese buttons")
    finally:
        driver.quit()

    # A browser that prefers Japanese gets the Japanese interface.
    driver = browser("ja")
    try:
        driver.get(page)
        expect(driver.find_element(By.ID, "generate").text == "生成", "Accept-Language ja: Japanese")
        expect(driver.execute_script("return document.documentElement.lang") == "ja", "lang=ja")
        expect(driver.find_element(By.ID, "language").get_attribute("value") == "ja", "writes in Japanese")
    finally:
        driver.quit()


def run_with_token(port, token):
    """A server with a token: the page asks for it once, keeps it for the tab and sends it."""
    driver = browser("en-US")
    try:
        driver.get(f"http://127.0.0.1:{port}/")
        driver.find_element(By.ID, "name").send_keys("Ada", Keys.ENTER)
        wait_for("the token dialog", lambda: driver.find_element(By.ID, "token-dialog").get_attribute("open"))
        driver.find_element(By.ID, "token").send_keys(token, Keys.ENTER)
        wait_for("the introduction", lambda: state(driver) in ("done", "failed"), 60)
        expect(state(driver) == "done", f"done with the token: {driver.find_element(By.ID, 'error').text}")
        kept = driver.execute_script("return sessionStorage.getItem('introgen-token')")
        expect(kept == token, "the token is kept for the tab")
        driver.find_element(By.ID, "regenerate").click()
        wait_for("the second introduction", lambda: state(driver) in ("done", "failed"), 60)
        expect(driver.find_element(By.ID, "token-dialog").get_attribute("open") is None, "asked once")
        expect(state(driver) == "done", "done again without asking")
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--token-port", type=int)
    parser.add_argument("--token")
    parser.add_argument("--screenshots")
    arguments = parser.parse_args()
    run(arguments.port, None, arguments.screenshots)
    if arguments.token_port:
        run_with_token(arguments.token_port, arguments.token)
    print("page test ok")


if __name__ == "__main__":
    main()
