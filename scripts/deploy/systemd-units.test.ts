// The supervisor units a hosting team installs (deploy/systemd): what each must say, read from
// the files, and systemd's own check of them where systemd-analyze is installed.
import { spawnSync } from "node:child_process";
import { copyFile, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { ROOT } from "../cluster/processes.ts";
import { RESTART_BACK_OFF } from "../supervise/supervise.ts";

const UNITS_DIR = path.join(ROOT, "deploy/systemd");

/** Each unit's instance for the checks: a port for the API, a replica's name for a site. */
const INSTANCES: Record<string, string> = {
  "hub-api@.service": "4101",
  "hub-site@.service": "sutton-1",
};

/** Keys newer than some systemd a host may run, and the version that reads them. */
const NEWER_KEYS: Record<string, number> = { RestartSteps: 254, RestartMaxDelaySec: 254 };

type Unit = Map<string, Map<string, string[]>>;

/** The sections of a unit file and every value of each key (comments and blank lines dropped). */
function parseUnit(text: string): Unit {
  const unit: Unit = new Map();
  let section = new Map<string, string[]>();
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = new Map();
      unit.set(header[1] ?? "", section);
      continue;
    }
    const at = line.indexOf("=");
    const key = line.slice(0, at);
    section.set(key, [...(section.get(key) ?? []), line.slice(at + 1)]);
  }
  return unit;
}

function seconds(value: string | undefined): number {
  const match = /^(\d+)(s|min)?$/.exec(value ?? "");
  if (!match) throw new Error(`not a time span: ${String(value)}`);
  return Number(match[1]) * (match[2] === "min" ? 60 : 1);
}

const files = (await readdir(UNITS_DIR)).filter((file) => file.endsWith(".service"));

describe("the systemd units", () => {
  it("are the API and a site replica, each a template", () => {
    expect(files.sort()).toEqual(Object.keys(INSTANCES).sort());
  });

  describe.each(files)("%s", (file) => {
    const load = async () => parseUnit(await readFile(path.join(UNITS_DIR, file), "utf8"));

    it("is started again whenever it stops, with the supervisor's back-off, and never given up", async () => {
      const unit = await load();
      const service = unit.get("Service");
      expect(service?.get("Restart")).toEqual(["always"]);
      expect(seconds(service?.get("RestartSec")?.[0]) * 1000).toBe(RESTART_BACK_OFF.firstMs);
      expect(seconds(service?.get("RestartMaxDelaySec")?.[0]) * 1000).toBe(RESTART_BACK_OFF.maxMs);
      expect(Number(service?.get("RestartSteps")?.[0])).toBeGreaterThan(1);
      expect(unit.get("Unit")?.get("StartLimitIntervalSec")).toEqual(["0"]);
    });

    it("runs as the hub's own user, hardened", async () => {
      const service = (await load()).get("Service");
      expect(service?.get("User")).toEqual(["hub"]);
      for (const [key, value] of [
        ["NoNewPrivileges", "yes"],
        ["ProtectSystem", "strict"],
        ["ProtectHome", "yes"],
        ["PrivateTmp", "yes"],
        ["RestrictSUIDSGID", "yes"],
        ["CapabilityBoundingSet", ""],
      ] as const) {
        expect(service?.get(key), key).toEqual([value]);
      }
    });

    it("reads its settings, secrets included, from a file of its own instance", async () => {
      const service = (await load()).get("Service");
      const files = service?.get("EnvironmentFile") ?? [];
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(file).toMatch(/^\/etc\/hub\//);
      // Secrets never on a command line, where any local user can read them.
      expect(service?.get("ExecStart")?.join(" ")).not.toMatch(/SECRET|PASSWORD|_KEYS?\b/);
    });
  });

  it("pass systemd's own check (systemd-analyze verify), where it is installed", async () => {
    const version = spawnSync("systemd-analyze", ["--version"], { encoding: "utf8" });
    const installed = version.status === 0;
    const systemd = Number(/systemd (\d+)/.exec(version.stdout)?.[1] ?? 0);
    const dir = await mkdtemp(path.join(tmpdir(), "hub-units-"));
    try {
      const problems: string[] = [];
      for (const file of installed ? files : []) {
        // A template is checked as one of its instances.
        const instance = path.join(dir, file.replace("@.", `@${INSTANCES[file] ?? "x"}.`));
        await copyFile(path.join(UNITS_DIR, file), instance);
        const verify = spawnSync("systemd-analyze", ["verify", instance], { encoding: "utf8" });
        expect(verify.status, verify.stderr).toBe(0);
        for (const line of `${verify.stdout}${verify.stderr}`.split("\n")) {
          const key = /Unknown key '([A-Za-z]+)'/.exec(line)?.[1];
          const newer = key === undefined ? undefined : NEWER_KEYS[key];
          if (line.trim() === "" || (newer !== undefined && systemd < newer)) continue;
          problems.push(line);
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
