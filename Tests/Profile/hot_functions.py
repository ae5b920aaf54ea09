#!/usr/bin/env python3
"""Writes the list of functions introgen runs, for the linker to place together (`make hot-functions`).

Each workload runs the release binary under valgrind's callgrind, which records every function executed; the
functions of the binary itself (not of libc or libcurl) are written one mangled name per line, in the order the
workloads first reach them. lld's --symbol-ordering-file then lays these functions out side by side at the front
of the code, so a run maps a few hundred kilobytes of code instead of touching pages all over ten megabytes. A
stale list costs nothing but memory: names that no longer exist are skipped by the linker.

usage: hot_functions.py BINARY OUTPUT
"""

import http.server
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time

TOKENS = 2000


class ChatCompletions(http.server.BaseHTTPRequestHandler):
    """A loopback OpenAI-compatible server streaming TOKENS small chunks, then [DONE]."""

    protocol_version = "HTTP/1.1"

    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        for index in range(TOKENS):
            chunk = {"id": "c", "object": "chat.completion.chunk", "choices": [{"index": 0, "delta": {"content": f"word{index} "}}]}
            self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
        self.wfile.write(b'data: {"id":"c","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n')

    def log_message(self, *args):
        pass


def functions_in(callgrind_file, binary):
    """The binary's functions a callgrind profile saw run (names are compressed: an id is named once, then reused)."""
    objects, functions, current, found = {}, {}, None, []
    pattern = re.compile(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$")
    with open(callgrind_file, errors="replace") as lines:
        for line in lines:
            match = pattern.match(line.rstrip("\n"))
            if not match:
                continue
            kind, key, name = match.groups()
            table = objects if kind.endswith("ob") else functions
            if name:
                table[key] = name
            if kind == "ob":
                current = table[key]
            elif kind == "fn" and current is not None and os.path.realpath(current) == binary:
                name = re.sub(r"'\d+$", "", table[key])  # callgrind's mark for a recursive call
                if not name.startswith("0x"):
                    found.append(name)
    return found


def run(binary, arguments, home, profile, stdin=None, timeout=600):
    command = ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}", binary] + arguments
    subprocess.run(command, env=environment(home), stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   timeout=timeout, check=False)


def environment(home):
    return {"HOME": home, "LANG": "C.UTF-8", "TERM": "xterm-256color", "PATH": os.environ["PATH"],
            "XDG_CONFIG_HOME": f"{home}/config", "XDG_STATE_HOME": f"{home}/state", "XDG_DATA_HOME": f"{home}/data"}


def terminal_app(binary, arguments, home, profile, keys):
    """The terminal app in a detached tmux pane: type `keys` (pairs of tmux key names and seconds to wait after)."""
    session = f"introgen-hot-{os.getpid()}"
    command = ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}", binary] + arguments
    env = " ".join(f"{key}={value}" for key, value in environment(home).items())
    shell = "env " + env + " " + " ".join(f"'{part}'" for part in command)
    subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "100", "-y", "30", shell], check=True)
    try:
        time.sleep(8)
        for key, wait in keys:
            subprocess.run(["tmux", "send-keys", "-t", session, *key], check=False)
            time.sleep(wait)
        for _ in range(120):  # the app quits on the last key; valgrind writes the profile as it exits
            if subprocess.run(["tmux", "has-session", "-t", session], stderr=subprocess.DEVNULL).returncode != 0:
                break
            time.sleep(1)
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], stderr=subprocess.DEVNULL, check=False)


def main():
    binary, output = os.path.realpath(sys.argv[1]), sys.argv[2]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), ChatCompletions)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/v1"
    profile_fields = ["--name", "Ada Lovelace", "--role", "engineer", "--skills", "Swift, SQL",
                      "--experience", "8 years", "--interests", "hiking", "--notes", "Please mention I mentor juniors."]
    with tempfile.TemporaryDirectory(prefix="introgen-hot-") as work:
        home = f"{work}/home"
        os.makedirs(home)
        capture = f"{work}/capture.sse"
        with open(capture, "w") as file:
            for index in range(200):
                file.write(f"id: {index}\nevent: message\ndata: {{\"text\": \"line {index}\"}}\ndata: more\n\n")
        # In the order the linker should favour them: `--version` (every start), then streaming from a model (the
        # memory that matters most), then the rest; each run's new functions follow the ones before it.
        workloads = [
            lambda p: run(binary, ["--version"], home, p),
            lambda p: run(binary, ["generate", "--provider", "openai", "--base-url", base, "--model", "bench"]
                          + profile_fields, home, p),
            lambda p: run(binary, ["generate", "--provider", "offline"] + profile_fields, home, p),
            lambda p: run(binary, ["generate", "--provider", "offline", "--lang", "ja", "--tone", "formal"]
                          + profile_fields, home, p),
            lambda p: terminal_app(binary, ["--provider", "openai", "--base-url", base, "--model", "bench"], home, p,
                                   [(["Ada"], 2), (["C-g"], 30), (["C-r"], 30), (["C-q"], 5)]),
            lambda p: terminal_app(binary, ["--provider", "offline", "--speed", "0"], home, p,
                                   [(["C-g"], 20), (["C-q"], 5)]),
            lambda p: run(binary, ["inspect", capture], home, p),
            lambda p: run(binary, ["history"], home, p),
            lambda p: run(binary, ["--help"], home, p),
        ]
        names, seen = [], set()
        for index, workload in enumerate(workloads):
            profile = f"{work}/callgrind.{index}"
            workload(profile)
            if not os.path.exists(profile):
                sys.exit(f"workload {index} wrote no profile")
            for name in functions_in(profile, binary):
                if name not in seen:
                    seen.add(name)
                    names.append(name)
    server.shutdown()
    with open(output, "w") as file:
        file.write("".join(f"{name}\n" for name in names))
    print(f"{len(names)} functions written to {output}")


if __name__ == "__main__":
    main()
