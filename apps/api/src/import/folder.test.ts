// Import from a folder: a good folder loads whole; a bad one is refused with each problem's file,
// record id and reason, and the seed then writes nothing at all.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { demoFolder } from "../seed/demo.ts";
import { seedTenant } from "../seed/run.ts";
import { openTestDatabase } from "../test/harness.ts";
import { FolderImportError, readFolder } from "./folder.ts";
import { isEmpty } from "./write.ts";

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "hub-import-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A copy of Sutton's demo folder with one file's records changed. */
async function copyWith(file: string, change: (records: Record<string, unknown>[]) => void) {
  await cp(demoFolder("sutton"), folder, { recursive: true });
  const full = path.join(folder, file);
  const records = JSON.parse(await readFile(full, "utf8")) as Record<string, unknown>[];
  change(records);
  await writeFile(full, JSON.stringify(records));
  return records;
}

function problemsOf(read: () => unknown): readonly string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof FolderImportError) return error.problems;
    throw error;
  }
  throw new Error("The folder was accepted");
}

describe("readFolder", () => {
  it("reads every record of a good folder, with each image's bytes", () => {
    const records = readFolder(demoFolder("sutton"));
    expect(records.services.length).toBeGreaterThanOrEqual(150);
    expect(records.organisation_events.length).toBeGreaterThanOrEqual(40);
    for (const file of records.files) expect(file.content).toMatch(/^<svg /);
    expect(records.settings.cms.frontend.global.footer_title).not.toBe("");
  });

  it("names the file, the record's id and the reason of a bad record", async () => {
    const records = await copyWith("services.json", (services) => {
      services[3] = { ...services[3], wait_time: "forever", nmae: "typo" };
    });
    const id = String(records[3]?.id);
    const problems = problemsOf(() => readFolder(folder));
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^services\\.json, record ${id}: wait_time: Invalid option`),
      ),
      `services.json, record ${id}: Unrecognized key: "nmae"`,
    ]);
  });

  it("names a record that points at a record the folder does not have", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const records = await copyWith("service_locations.json", (serviceLocations) => {
      serviceLocations[0] = { ...serviceLocations[0], location_id: missing };
    });
    expect(problemsOf(() => readFolder(folder))).toEqual([
      `service_locations.json, record ${String(records[0]?.id)}: names ${missing}, which is not in locations.json`,
    ]);
  });

  it("names a missing file and a file that is not JSON", async () => {
    await cp(demoFolder("sutton"), folder, { recursive: true });
    await rm(path.join(folder, "tags.json"));
    await writeFile(path.join(folder, "pages.json"), "[{");
    expect(problemsOf(() => readFolder(folder))).toEqual([
      "tags.json: missing",
      expect.stringMatching(/^pages\.json: not valid JSON/),
    ]);
  });

  it("names an image that breaks the rules every stored image keeps", async () => {
    const records = await copyWith("files.json", () => undefined);
    const [scripted, png] = records.map((file) => `files/${String(file.filename)}`);
    await writeFile(path.join(folder, scripted!), '<svg onload="alert(1)"/>');
    await writeFile(path.join(folder, png!), Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
    expect(problemsOf(() => readFolder(folder))).toEqual([
      `files.json, record ${String(records[0]?.id)}: ${scripted} is refused: an SVG with an event handler`,
      `files.json, record ${String(records[1]?.id)}: ${png} is image/png, not image/svg+xml`,
    ]);
  });
});

describe("seeding from a bad folder", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("refuses the whole folder and leaves the tenant untouched", async () => {
    await copyWith("organisations.json", (organisations) => {
      organisations.at(-1)!.slug = 42;
    });
    await expect(
      seedTenant(database.db, "sutton", { referenceDate: "2026-11-24", folder }),
    ).rejects.toThrow(
      /organisations\.json, record [0-9a-f-]{36}: slug: Invalid input: expected string/,
    );
    expect(await isEmpty(database.db)).toBe(true);
  });
});
