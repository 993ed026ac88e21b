// The build-update check (spec §4): the page asks `/builds/latest.json` every hour and after a
// chunk-load error; when a new build is out it reloads, at most once per 10 seconds per path
// (`@hub/core/reload-guard`), so a page whose new build keeps failing cannot loop. What the
// visitor had typed and where they had scrolled is kept in sessionStorage across the reload.
import { createReloadGuard } from "@hub/core/reload-guard";
import type { ReloadGuardStorage } from "@hub/core/reload-guard";

/** Where the site serves its build id (`app/builds/latest.json/route.ts`). */
export const LATEST_BUILD_PATH = "/builds/latest.json";
/** How often an open page checks for a new build. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const SNAPSHOT_KEY = "hub:reload-snapshot";

/** Not restored: secrets, files, and what the server writes into the form itself. */
const SKIPPED_TYPES = new Set(["password", "file", "hidden", "submit", "button", "reset", "image"]);

type Field = { form: number; name: string; nth: number; value: string; checked?: boolean };

export type PageSnapshot = { path: string; scrollX: number; scrollY: number; fields: Field[] };

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function controlsOf(form: HTMLFormElement): { control: FormControl; nth: number }[] {
  const seen = new Map<string, number>();
  const controls: { control: FormControl; nth: number }[] = [];
  for (const element of Array.from(form.elements)) {
    if (
      !(element instanceof HTMLInputElement) &&
      !(element instanceof HTMLTextAreaElement) &&
      !(element instanceof HTMLSelectElement)
    ) {
      continue;
    }
    if (element.name === "" || SKIPPED_TYPES.has(element.type)) continue;
    const nth = seen.get(element.name) ?? 0;
    seen.set(element.name, nth + 1);
    controls.push({ control: element, nth });
  }
  return controls;
}

function isCheckable(control: FormControl): control is HTMLInputElement {
  return (
    control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")
  );
}

export function pathOf(location: Pick<Location, "pathname" | "search">): string {
  return `${location.pathname}${location.search}`;
}

/** The page's scroll position and every form field a visitor can type into or tick. */
export function snapshotPage(win: Window = window): PageSnapshot {
  const fields: Field[] = [];
  Array.from(win.document.forms).forEach((form, index) => {
    for (const { control, nth } of controlsOf(form)) {
      fields.push({
        form: index,
        name: control.name,
        nth,
        value: control.value,
        ...(isCheckable(control) ? { checked: control.checked } : {}),
      });
    }
  });
  return { path: pathOf(win.location), scrollX: win.scrollX, scrollY: win.scrollY, fields };
}

/** Puts a snapshot of this same page back (a snapshot of another page is ignored). */
export function restorePage(snapshot: PageSnapshot, win: Window = window): boolean {
  if (snapshot.path !== pathOf(win.location)) return false;
  const forms = Array.from(win.document.forms);
  for (const field of snapshot.fields) {
    const form = forms[field.form];
    const match =
      form &&
      controlsOf(form).find(({ control, nth }) => control.name === field.name && nth === field.nth);
    if (match === undefined) continue;
    const { control } = match;
    if (isCheckable(control)) control.checked = field.checked ?? false;
    else control.value = field.value;
  }
  win.scrollTo(snapshot.scrollX, snapshot.scrollY);
  return true;
}

/** Whether an error or rejection reason is a failed load of one of the app's chunks. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === "ChunkLoadError" ||
    /Loading chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module/i.test(
      reason.message,
    )
  );
}

export type BuildUpdateOptions = {
  /** The build this page came from. */
  buildId: string;
  win?: Window;
  storage?: ReloadGuardStorage & { removeItem(key: string): void };
  now?: () => number;
  fetchLatest?: () => Promise<string | null>;
};

async function latestBuildId(): Promise<string | null> {
  try {
    const response = await fetch(LATEST_BUILD_PATH, { cache: "no-store" });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === "string" ? body.buildId : null;
  } catch {
    return null;
  }
}

/**
 * Restores the snapshot a reload left, then checks for a new build every hour and after a
 * chunk-load error. Returns the function that stops it.
 */
export function startBuildUpdateChecks({
  buildId,
  win = window,
  storage = win.sessionStorage,
  now = Date.now,
  fetchLatest = latestBuildId,
}: BuildUpdateOptions): () => void {
  try {
    const saved = storage.getItem(SNAPSHOT_KEY);
    if (saved !== null) {
      storage.removeItem(SNAPSHOT_KEY);
      restorePage(JSON.parse(saved) as PageSnapshot, win);
    }
  } catch {
    // No storage, or a snapshot from an older build in another shape: nothing to restore.
  }

  const guard = createReloadGuard({ storage, now });
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    const latest = await fetchLatest();
    checking = false;
    if (latest === null || latest === buildId) return;
    if (!guard.shouldReload(win.location.pathname)) return;
    try {
      storage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshotPage(win)));
    } catch {
      // Storage full: reload all the same; the browser keeps the scroll position at least.
    }
    win.location.reload();
  };
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error)) void check();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) void check();
  };
  const timer = win.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
  win.addEventListener("error", onError);
  win.addEventListener("unhandledrejection", onRejection);
  return () => {
    win.clearInterval(timer);
    win.removeEventListener("error", onError);
    win.removeEventListener("unhandledrejection", onRejection);
  };
}
