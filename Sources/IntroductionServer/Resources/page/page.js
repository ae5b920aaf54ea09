// introgen serve's page: posts the profile, reads the introduction as Server-Sent Events from the POST's body
// (EventSource cannot POST), resumes a dropped stream with Last-Event-ID so every event has its effect once, and
// stops a generation on the server when the person stops it. Everything the server sends is untrusted text: it only
// ever reaches the page as text nodes (textContent, append), never as markup.
"use strict";

(() => {
  const STREAM = "/api/introduction/stream";
  const [MAX_ATTEMPTS, MAX_RECONNECTS] = [5, 20]; // in a row, in all

  const STRINGS = {
    en: {
      tagline: "Write a self-introduction from a short profile.",
      interface: "Interface",
      name: "Name", role: "Role", skills: "Skills (comma separated)", experience: "Experience",
      interests: "Interests", notes: "Notes (Ctrl+Enter generates)", language: "Language", tone: "Tone",
      length: "Length", for: "Occasion",
      friendly: "friendly", formal: "formal", casual: "casual", short: "short", medium: "medium", long: "long",
      meetup: "meetup", team: "new team", interview: "job interview", linkedin: "LinkedIn About",
      speaker: "speaker bio", x: "profile bio (160)", github: "GitHub profile README",
      generate: "Generate", stop: "Stop", regenerate: "Regenerate", keys: "Enter generates, Esc stops.",
      result: "Introduction", headline: "Headline", introduction: "Introduction", highlights: "Highlights",
      bio: "Bio", copy: "Copy", copied: "Copied",
      ready: "ready", generating: "generating…", reconnecting: "reconnecting…", done: "done", stopped: "stopped",
      failed: "failed", copyFailed: "The browser did not allow copying.",
      tokenAsk: "This server needs its access token.", tokenOK: "Use token", cancel: "Cancel",
      unauthorized: "The server needs its access token to write an introduction.",
      lostNoIds: "The connection was lost and the server sent no event ids to resume from; the text so far is kept. Generate again.",
      lostGaveUp: "The connection was lost and could not be resumed; the text so far is kept. Generate again.",
      notStream: "The server did not answer with an event stream.",
      badFrame: "The server sent an event that is not valid JSON.",
      status: "The server answered {status}.",
      unusedItem: "Left out of {field}: “{text}” ({reason})",
    },
    ja: {
      tagline: "短いプロフィールから自己紹介文を書きます。",
      interface: "表示言語",
      name: "名前", role: "役職・職種", skills: "スキル（カンマ区切り）", experience: "経験",
      interests: "興味・関心", notes: "メモ（Ctrl+Enter で生成）", language: "言語", tone: "トーン",
      length: "長さ", for: "場面",
      friendly: "フレンドリー", formal: "フォーマル", casual: "カジュアル", short: "短め", medium: "普通",
      long: "長め", meetup: "勉強会・交流会", team: "新しいチーム", interview: "面接", linkedin: "LinkedIn 概要",
      speaker: "登壇者紹介", x: "プロフィール（160字）", github: "GitHub プロフィール README",
      generate: "生成", stop: "停止", regenerate: "再生成", keys: "Enter で生成、Esc で停止。",
      result: "自己紹介", headline: "見出し", introduction: "自己紹介文", highlights: "ポイント", bio: "プロフィール",
      copy: "コピー", copied: "コピーしました",
      ready: "準備完了", generating: "生成中…", reconnecting: "再接続中…", done: "完了", stopped: "停止しました",
      failed: "失敗しました", copyFailed: "ブラウザがコピーを許可しませんでした。",
      tokenAsk: "このサーバーにはアクセストークンが必要です。", tokenOK: "トークンを使う", cancel: "キャンセル",
      unauthorized: "自己紹介を書くにはサーバーのアクセストークンが必要です。",
      lostNoIds: "接続が切れ、サーバーが再開用のイベント ID を送っていなかったため再開できません。ここまでの文は残しています。もう一度生成してください。",
      lostGaveUp: "接続が切れ、再開できませんでした。ここまでの文は残しています。もう一度生成してください。",
      notStream: "サーバーがイベントストリームで応答しませんでした。",
      badFrame: "サーバーが JSON として読めないイベントを送りました。",
      status: "サーバーの応答: {status}",
      unusedItem: "{field} から省いた部分:「{text}」（{reason}）",
    },
  };

  const $ = (id) => document.getElementById(id);
  const form = $("profile");
  const parts = { headline: $("headline"), introduction: $("introduction"), highlights: $("highlights"), bio: $("bio") };
  let ui = pickInterfaceLanguage();
  let statusKey = "ready";
  let token = sessionStorage.getItem("introgen-token") || "";
  /** The generation shown now: { controller, body, generation, cursor, retry, ended }. */
  let current = null;

  function pickInterfaceLanguage() {
    const chosen = sessionStorage.getItem("introgen-ui");
    if (chosen in STRINGS) return chosen;
    for (const tag of navigator.languages || [navigator.language || "en"]) {
      const primary = String(tag).toLowerCase().split("-")[0];
      if (primary in STRINGS) return primary;
    }
    return "en";
  }

  const t = (key) => STRINGS[ui][key] ?? STRINGS.en[key] ?? key;
  const format = (key, values) => t(key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));

  function translate() {
    document.documentElement.lang = ui;
    for (const element of document.querySelectorAll("[data-t]")) element.textContent = t(element.dataset.t);
    $("ui-language").value = ui;
    setStatus(statusKey);
  }

  function setStatus(key) {
    [statusKey, $("status").textContent, document.body.dataset.state] = [key, t(key), key];
  }

  function showError(sentence) {
    [$("error").textContent, $("error").hidden] = [sentence, !sentence];
  }

  function setBusy(busy) {
    [$("stop").disabled, $("regenerate").disabled] = [!busy, busy];
  }

  function clearOutput() {
    for (const part of Object.values(parts)) part.replaceChildren();
    $("unused").replaceChildren();
    showError("");
  }

  /** The request body: the profile's fields and the options, as the service reads them. */
  function profileBody() {
    const body = {};
    for (const key of ["name", "role", "skills", "experience", "interests", "notes"]) {
      const value = $(key).value.trim();
      if (value) body[key] = value;
    }
    for (const key of ["language", "tone", "length", "for"]) body[key] = $(key).value;
    return JSON.stringify(body);
  }

  const authorization = () => (token ? { Authorization: "Bearer " + token } : {});

  // MARK: - Server-Sent Events, as the WHATWG processing model reads them

  class EventParser {
    constructor() {
      Object.assign(this, { buffer: "", data: [], type: "", lastEventID: "", retry: null });
    }

    /** The events `text` completes; an event counts only at its terminating blank line. */
    feed(text) {
      this.buffer += text;
      // A CR at the very end may be the first half of a CRLF still on its way.
      const end = this.buffer.endsWith("\r") ? this.buffer.length - 1 : this.buffer.length;
      const lines = this.buffer.slice(0, end).split(/\r\n|\r|\n/);
      this.buffer = lines.pop() + this.buffer.slice(end);
      const events = [];
      for (const line of lines) this.line(line, events);
      return events;
    }

    line(line, events) {
      if (line === "") {
        if (this.data.length > 0) {
          events.push({ type: this.type || "message", data: this.data.join("\n"), id: this.lastEventID });
        }
        [this.data, this.type] = [[], ""];
        return;
      }
      if (line.startsWith(":")) return;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "data") this.data.push(value);
      else if (field === "event") this.type = value;
      else if (field === "id" && !value.includes("\0")) this.lastEventID = value;
      else if (field === "retry" && /^\d+$/.test(value)) this.retry = Number(value);
    }
  }

  // MARK: - One generation

  async function generate() {
    stop("quiet");
    clearOutput();
    const run = {
      controller: new AbortController(), body: profileBody(), generation: "", cursor: 0, retry: 1000, ended: false,
    };
    current = run;
    $("output").dataset.generation = "";
    $("output").dataset.reconnects = "0";
    setBusy(true);
    setStatus("generating");
    try {
      await follow(run);
    } catch (error) {
      if (run !== current || run.controller.signal.aborted) return;
      showError(error.message);
      setStatus("failed");
    } finally {
      if (run === current) {
        run.ended = true;
        setBusy(false);
      }
    }
  }

  /** Reads `run` to its ending, reconnecting with Last-Event-ID after a dropped connection. */
  async function follow(run) {
    let askedToken = false;
    let attempts = 0;
    let reconnects = 0;
    for (;;) {
      let response = null;
      try {
        response = await open(run);
      } catch (error) {
        if (run.controller.signal.aborted || !run.generation) throw error;
      }
      if (response) {
        if (response.status === 401 && !askedToken) {
          askedToken = true;
          if (await askToken()) continue;
          throw new Error(t("unauthorized"));
        }
        if (response.status === 204) return;
        if (!response.ok) throw new Error(await errorSentence(response));
        if (!(response.headers.get("Content-Type") || "").startsWith("text/event-stream")) {
          throw new Error(t("notStream"));
        }
        const cursor = run.cursor;
        try {
          await read(run, response.body);
        } catch (error) {
          if (run.controller.signal.aborted || error instanceof SyntaxError) throw error;
        }
        if (run.ended) return;
        if (run.cursor > cursor) attempts = 0;
      }
      // The connection dropped before the generation's ending.
      if (!run.generation) throw new Error(t("lostNoIds"));
      attempts += 1;
      reconnects += 1;
      if (attempts > MAX_ATTEMPTS || reconnects > MAX_RECONNECTS) throw new Error(t("lostGaveUp"));
      $("output").dataset.reconnects = String(reconnects);
      setStatus("reconnecting");
      await sleep(Math.min(run.retry * attempts, 5000), run.controller.signal);
    }
  }

  /** The first request posts the profile; a resume asks for the generation's events after the cursor. */
  function open(run) {
    const options = { signal: run.controller.signal, cache: "no-store", headers: authorization() };
    if (!run.generation) {
      options.method = "POST";
      options.headers["Content-Type"] = "application/json";
      options.body = run.body;
      return fetch(STREAM, options);
    }
    options.headers["Last-Event-ID"] = run.generation + ":" + run.cursor;
    return fetch(STREAM + "/" + encodeURIComponent(run.generation), options);
  }

  async function read(run, body) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = new EventParser();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      for (const event of parser.feed(decoder.decode(value, { stream: true }))) {
        if (parser.retry !== null) run.retry = parser.retry;
        apply(run, event);
        if (run.ended) {
          reader.cancel().catch(() => {});
          return;
        }
      }
    }
  }

  /** Applies one complete event, once: an event whose id is at or before the cursor was applied already. */
  function apply(run, event) {
    const [generation, sequenceText] = event.id.split(":");
    const sequence = Number(sequenceText);
    const hasID = Boolean(generation) && Number.isInteger(sequence);
    if (hasID) {
      if (!run.generation) {
        run.generation = generation;
        $("output").dataset.generation = generation;
      }
      if (generation !== run.generation || sequence <= run.cursor) return;
    }
    if (statusKey === "reconnecting") setStatus("generating");
    let data;
    try {
      data = JSON.parse(event.data);
    } catch {
      throw new SyntaxError(t("badFrame"));
    }
    if (event.type === "message") applyFrame(run, data);
    else if (event.type === "section") applySection(data);
    if (hasID) run.cursor = sequence;
  }

  function applyFrame(run, frame) {
    if (typeof frame.content === "string" && frame.content) parts.introduction.append(frame.content);
    if (frame.status !== "completed" && frame.status !== "failed") return;
    run.ended = true;
    if (frame.status === "failed") showError(typeof frame.error === "string" ? frame.error : t("failed"));
    setStatus(frame.status === "completed" ? "done" : "failed");
  }

  function applySection(section) {
    const text = typeof section.text === "string" ? section.text : "";
    switch (section.section) {
      case "headline":
      case "bio":
        parts[section.section].append(text);
        break;
      case "highlights": {
        if (!Number.isInteger(section.item) || section.item < 0 || section.item > 100) break;
        const list = parts.highlights;
        while (list.children.length <= section.item) list.append(document.createElement("li"));
        list.children[section.item].append(text);
        break;
      }
      case "unused":
      case "shortfall": {
        const item = document.createElement("li");
        item.textContent = section.section === "shortfall" ? text
          : format("unusedItem", { field: section.field, text, reason: section.reason });
        $("unused").append(item);
        break;
      }
      default:
        break; // A section this page does not know is skipped, as the protocol says.
    }
  }

  /** Stops the shown generation at once: the connection closes, then the server is told to stop writing. */
  function stop(quiet) {
    const run = current;
    if (!run || run.ended) return;
    run.ended = true;
    run.controller.abort();
    setBusy(false);
    if (quiet !== "quiet") setStatus("stopped");
    if (run.generation) {
      const path = STREAM + "/" + encodeURIComponent(run.generation);
      // Best effort and not awaited: the stop has happened already.
      fetch(path, { method: "DELETE", headers: authorization(), keepalive: true }).catch(() => {});
    }
  }

  async function errorSentence(response) {
    try {
      const body = await response.json();
      if (body && typeof body.error === "string") return body.error;
    } catch { /* Not JSON: the status says what there is to say. */ }
    return format("status", { status: response.status });
  }

  const sleep = (milliseconds, signal) => new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, milliseconds);
    signal.addEventListener("abort", () => { clearTimeout(timer); reject(signal.reason); }, { once: true });
  });

  /** Asks for the server's token; kept for this tab only (sessionStorage). */
  function askToken() {
    const dialog = $("token-dialog");
    $("token").value = "";
    return new Promise((resolve) => {
      dialog.addEventListener("close", () => {
        const value = $("token").value.trim();
        const ok = dialog.returnValue === "ok" && value !== "";
        if (ok) {
          token = value;
          sessionStorage.setItem("introgen-token", token);
        }
        resolve(ok);
      }, { once: true });
      dialog.showModal();
    });
  }

  const partText = (name) => name === "highlights"
    ? [...parts.highlights.children].map((item) => item.textContent).join("\n") : parts[name].textContent;

  async function copy(button) {
    try {
      await navigator.clipboard.writeText(partText(button.dataset.copy));
      button.textContent = t("copied");
      setTimeout(() => { button.textContent = t("copy"); }, 1500);
    } catch {
      showError(t("copyFailed"));
    }
  }

  // MARK: - Wiring

  form.addEventListener("submit", (event) => { event.preventDefault(); generate(); });
  $("stop").addEventListener("click", () => stop());
  $("regenerate").addEventListener("click", () => generate());
  for (const button of document.querySelectorAll("button.copy")) button.addEventListener("click", () => copy(button));
  $("notes").addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) { event.preventDefault(); form.requestSubmit(); }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && current && !current.ended && !$("token-dialog").open) { event.preventDefault(); stop(); }
  });
  $("ui-language").addEventListener("change", () => {
    ui = $("ui-language").value in STRINGS ? $("ui-language").value : "en";
    sessionStorage.setItem("introgen-ui", ui);
    translate();
  });
  if (ui === "ja") $("language").value = "ja";
  translate();
})();
