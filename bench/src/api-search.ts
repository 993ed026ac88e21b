// API search latency: runs apps/api's own search bench (bench/search.ts) and reads the
// results.json it writes, so the queries and the way they are timed live in one place.
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";

export type ApiSearchRow = {
  target: string;
  services: number;
  kind: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  meanHits: number;
};

export async function runApiSearchBench(options: {
  apiDir: string;
  sizes: readonly number[];
  runs: number;
  databaseUrl: string | undefined;
}): Promise<ApiSearchRow[]> {
  const args = [
    "bench/search.ts",
    "--sizes",
    options.sizes.join(","),
    "--runs",
    String(options.runs),
    "--targets",
    options.databaseUrl ? "pglite,postgres" : "pglite",
  ];
  const env = { ...process.env };
  if (options.databaseUrl) env.BENCH_DATABASE_URL = options.databaseUrl;
  // Its table goes to stderr with its progress; ours is the one on stdout.
  const child = spawn(process.execPath, args, {
    cwd: options.apiDir,
    env,
    stdio: ["ignore", process.stderr, "inherit"],
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`apps/api bench/search.ts exited with ${code ?? "a signal"}`);
  const file = path.join(options.apiDir, "bench", "results.json");
  const { results } = JSON.parse(await readFile(file, "utf8")) as { results: ApiSearchRow[] };
  return results;
}
