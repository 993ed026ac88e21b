// What `pnpm start` says while it builds and starts: pure functions of what it found, so each
// wording is tested without building anything (messages.test.ts).

/** What the build step does for one site. */
export type BuildState =
  /** Turbo has this exact build cached (the code has not changed): nothing is built. */
  | "reuse"
  /** No build of this site on this machine yet. */
  | "first"
  /** A build exists, but the code changed since it was made. */
  | "rebuild";

export type SiteBuild = { name: string; state: BuildState };

/** One site's state, from turbo's dry run (`HIT` or `MISS`) and whether a build is on disk. */
export function buildState(cacheStatus: string | undefined, hasBuild: boolean): BuildState {
  if (cacheStatus === "HIT") return "reuse";
  return hasBuild ? "rebuild" : "first";
}

/** "Sutton Information Hub", "A and B", "A, B and C". */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}

const namesIn = (sites: readonly SiteBuild[], states: readonly BuildState[]) =>
  sites.filter((site) => states.includes(site.state)).map((site) => site.name);

/** The line printed before the build: what will be built, why, and how long it may take. */
export function buildAnnouncement(sites: readonly SiteBuild[]): string {
  const reused = namesIn(sites, ["reuse"]);
  const first = namesIn(sites, ["first"]);
  const changed = namesIn(sites, ["rebuild"]);
  if (first.length === 0 && changed.length === 0) {
    return `Reusing the last build of ${listed(reused)}: nothing changed since it was made.`;
  }
  const parts = [
    first.length > 0 && `building ${listed(first)} for the first time`,
    changed.length > 0 && `rebuilding ${listed(changed)}, whose code changed since the last build`,
    reused.length > 0 && `reusing the build of ${listed(reused)}`,
  ].filter((part) => part !== false);
  const sentence = parts.join("; ");
  const time =
    first.length > 0
      ? "A first build takes about four minutes on a laptop, longer on a busy machine."
      : "A rebuild takes a few minutes.";
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. ${time} Next's progress follows.`;
}

/** `45 s`, `3 min 12 s`. */
export function durationText(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes === 0 ? `${seconds} s` : `${minutes} min ${seconds % 60} s`;
}

/** The line printed after the build step, or why nothing starts. */
export function buildOutcome(
  sites: readonly SiteBuild[],
  exitStatus: number | null,
  milliseconds: number,
): string {
  const took = durationText(milliseconds);
  if (exitStatus !== 0) {
    return `The build failed after ${took} (its output is above); nothing was started.`;
  }
  if (sites.every((site) => site.state === "reuse")) {
    return `Build reused (${took}). Starting the API and the sites…`;
  }
  return `Built in ${took}. Starting the API and the sites…`;
}

export type Server = { name: string; url: string };

/** The table printed once every server answers (or the minute's wait is over). */
export function readyText(servers: readonly Server[], answered: readonly boolean[]): string {
  const width = Math.max(...servers.map((server) => server.name.length)) + 2;
  return [
    "",
    answered.every(Boolean)
      ? "Ready. Open these addresses (Ctrl-C stops everything):"
      : "Not everything answers yet (see the output above):",
    ...servers.map(
      (server, index) =>
        `  ${server.name.padEnd(width)}${server.url}${answered[index] ? "" : "  (not answering)"}`,
    ),
    "",
  ].join("\n");
}

/** A port from the environment variable `name`, or `fallback` when it is unset. */
export function portFrom(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${name} must be a port number from 1 to 65535, not "${value}".`);
  }
  return port;
}

export type Listener = { name: string; port: number; variable: string };

/** Why `pnpm start` stops before building: ports another program holds, and how to move. */
export function busyPortsText(busy: readonly Listener[]): string {
  const moves = busy.map((listener) => `${listener.variable}=${listener.port + 100}`).join(" ");
  return [
    ...busy.map(
      (listener) =>
        `Port ${listener.port} (${listener.name}) is in use by another program, perhaps another pnpm start.`,
    ),
    `Stop it, or choose other ports, e.g. ${moves} pnpm start`,
  ].join("\n");
}
