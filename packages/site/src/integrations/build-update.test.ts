// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  BUILD_CHECK_INTERVAL_MS,
  isChunkLoadError,
  restorePage,
  SNAPSHOT_KEY,
  snapshotPage,
  startBuildUpdateChecks,
} from "./build-update.ts";

function form() {
  document.body.innerHTML = `
    <form>
      <input name="name" value="">
      <input type="password" name="secret" value="">
      <input type="hidden" name="token" value="server">
      <textarea name="comments"></textarea>
      <input type="checkbox" name="consent">
      <select name="size"><option>S</option><option>M</option></select>
    </form>`;
  return document.forms[0]!;
}

function chunkError() {
  const error = new Error("Failed to load chunk /_next/static/chunks/gone.js");
  error.name = "ChunkLoadError";
  return new ErrorEvent("error", { error });
}

describe("page snapshots", () => {
  it("keep what was typed and ticked, but never passwords or server fields", () => {
    const f = form();
    (f.elements.namedItem("name") as HTMLInputElement).value = "Ada";
    (f.elements.namedItem("secret") as HTMLInputElement).value = "hunter2";
    (f.elements.namedItem("comments") as HTMLTextAreaElement).value = "Hello";
    (f.elements.namedItem("consent") as HTMLInputElement).checked = true;
    (f.elements.namedItem("size") as HTMLSelectElement).value = "M";
    const snapshot = snapshotPage();
    expect(JSON.stringify(snapshot)).not.toContain("hunter2");

    const fresh = form();
    expect(restorePage(snapshot)).toBe(true);
    expect((fresh.elements.namedItem("name") as HTMLInputElement).value).toBe("Ada");
    expect((fresh.elements.namedItem("secret") as HTMLInputElement).value).toBe("");
    expect((fresh.elements.namedItem("token") as HTMLInputElement).value).toBe("server");
    expect((fresh.elements.namedItem("comments") as HTMLTextAreaElement).value).toBe("Hello");
    expect((fresh.elements.namedItem("consent") as HTMLInputElement).checked).toBe(true);
    expect((fresh.elements.namedItem("size") as HTMLSelectElement).value).toBe("M");
  });

  it("are not restored on another page", () => {
    form();
    expect(restorePage({ ...snapshotPage(), path: "/elsewhere" })).toBe(false);
  });
});

describe("isChunkLoadError", () => {
  it.each([
    [Object.assign(new Error("x"), { name: "ChunkLoadError" }), true],
    [new Error("Loading chunk 123 failed."), true],
    [new TypeError("Failed to fetch dynamically imported module: /a.js"), true],
    [new Error("Cannot read properties of undefined"), false],
    ["Loading chunk 1 failed", false],
  ])("%s → %s", (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected);
  });
});

describe("startBuildUpdateChecks", () => {
  let reload: ReturnType<typeof vi.fn>;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    reload = vi.fn();
    Object.defineProperty(window, "location", {
      configurable: true,
      value: { pathname: "/feedback", search: "", reload },
    });
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  const flush = () => vi.advanceTimersByTimeAsync(0);

  it("checks every hour and reloads once a new build is out, saving the page first", async () => {
    const fetchLatest = vi.fn().mockResolvedValueOnce("build-1").mockResolvedValue("build-2");
    form();
    (document.forms[0]!.elements.namedItem("name") as HTMLInputElement).value = "Ada";
    stop = startBuildUpdateChecks({ buildId: "build-1", fetchLatest, now: Date.now });
    expect(fetchLatest).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(SNAPSHOT_KEY)).toContain('"value":"Ada"');
  });

  it("checks after a chunk-load error and reloads a path at most once in ten seconds", async () => {
    let clock = 1_000_000;
    const fetchLatest = vi.fn().mockResolvedValue("build-2");
    stop = startBuildUpdateChecks({ buildId: "build-1", fetchLatest, now: () => clock });

    window.dispatchEvent(new ErrorEvent("error", { error: new Error("unrelated") }));
    await flush();
    expect(fetchLatest).not.toHaveBeenCalled();

    window.dispatchEvent(chunkError());
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);

    clock += 9_999;
    window.dispatchEvent(chunkError());
    await flush();
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);

    clock += 1;
    window.dispatchEvent(chunkError());
    await flush();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("restores the snapshot a reload left, once", () => {
    form();
    (document.forms[0]!.elements.namedItem("name") as HTMLInputElement).value = "Ada";
    sessionStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshotPage()));
    form();
    stop = startBuildUpdateChecks({ buildId: "b", fetchLatest: vi.fn() });
    expect((document.forms[0]!.elements.namedItem("name") as HTMLInputElement).value).toBe("Ada");
    expect(sessionStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it("does not reload when the check fails or the build is the same", async () => {
    const fetchLatest = vi.fn().mockResolvedValueOnce(null).mockResolvedValue("build-1");
    stop = startBuildUpdateChecks({ buildId: "build-1", fetchLatest });
    await vi.advanceTimersByTimeAsync(2 * BUILD_CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });
});
