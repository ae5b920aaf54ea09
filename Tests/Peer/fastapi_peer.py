"""`make bench`'s peer for `introgen serve`: FastAPI + sse-starlette on uvicorn, answering the same frames.

    fastapi_peer.py PORT FRAMES.json

FRAMES.json is one real `introgen serve` response captured by the benchmark for its profile:
`{"retry": 1000, "events": [{"event": null | "section", "data": "<one line of JSON>"}, ...]}`. Every
`POST /api/introduction/stream` reads and parses its JSON body, then replays those events with a fresh generation id
(96 random bits, as introgen's) and ids `<generation>:<n>`: the same bytes on the wire as introgen sends (`retry`
alone first, then `id:`, `event: section` for a section, `data:`, a blank line; `\n` line ends), each event handed
to the server as soon as the last one is sent. Nothing is composed, so the peer measures only the serving: HTTP,
SSE framing, one write per event. Two uvicorn workers (uvloop and httptools, as `uvicorn[standard]` sets it up) on
127.0.0.1, no access log. A benchmark-only dependency: the venv is made by `make bench` under .build.
"""

import json
import os
import secrets
import sys

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from sse_starlette import EventSourceResponse, ServerSentEvent
import uvicorn

FRAMES_VARIABLE = "INTROGEN_PEER_FRAMES"


def load_frames():
    """The captured response, read once per worker (uvicorn's workers import this module anew)."""
    path = os.environ.get(FRAMES_VARIABLE)
    if not path:
        return 1000, []
    with open(path, encoding="utf-8") as file:
        capture = json.load(file)
    return capture["retry"], [(event.get("event"), event["data"]) for event in capture["events"]]


RETRY, EVENTS = load_frames()
app = FastAPI()


@app.post("/api/introduction/stream")
async def stream(request: Request):
    # Parsed as introgen parses it, so both servers read the body; the frames do not depend on it.
    try:
        profile = await request.json()
    except ValueError:
        return JSONResponse({"error": "The body is not JSON."}, status_code=400)
    if not isinstance(profile, dict):
        return JSONResponse({"error": "The body must be a JSON object."}, status_code=400)
    generation = secrets.token_hex(12)

    async def frames():
        yield ServerSentEvent(retry=RETRY, sep="\n")
        for number, (event, data) in enumerate(EVENTS, start=1):
            yield ServerSentEvent(data, event=event, id=f"{generation}:{number}", sep="\n")

    # sse-starlette adds `Cache-Control: no-store` and `X-Accel-Buffering: no` itself, as introgen sends them.
    return EventSourceResponse(frames(), sep="\n", ping=15)


@app.get("/healthz")
async def health():
    return {"status": "ok"}


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: fastapi_peer.py PORT FRAMES.json")
    os.environ[FRAMES_VARIABLE] = os.path.abspath(sys.argv[2])
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    uvicorn.run(
        "fastapi_peer:app",
        host="127.0.0.1",
        port=int(sys.argv[1]),
        workers=2,
        access_log=False,
        log_level="info",
        timeout_graceful_shutdown=2,
    )
