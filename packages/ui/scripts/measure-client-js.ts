/**
 * Bundles the kit's client components (every `"use client"` module except the map, which pages
 * load on demand) the way an app would ship them: minified, with React left to the framework.
 * Prints the gzip size of each module alone, of the chunks they load with `import()` (the
 * lightbox, the mobile menu's sheet), and of everything that loads with the page, and exits 1
 * when that is over the budget.
 *
 *   pnpm --filter @hub/ui size
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import react from "@vitejs/plugin-react";
import { build } from "vite";
import type { Rolldown } from "vite";

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const componentsDir = join(packageRoot, "src/components");

export const BUDGET_BYTES = 15 * 1024;

/** Loaded on demand by the pages that need them; measured separately if ever needed. */
const excluded = [/\/map-view\//];

const external = [/^react($|\/)/, /^react-dom($|\/)/, /^scheduler($|\/)/];

function isClientModule(path: string): boolean {
  return /^\s*["']use client["']/.test(readFileSync(path, "utf8"));
}

export function clientModules(): string[] {
  return readdirSync(componentsDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx") && !/\.(stories|test)\.tsx$/.test(file))
    .map((file) => join(componentsDir, file))
    .filter((path) => isClientModule(path) && !excluded.some((pattern) => pattern.test(path)))
    .sort();
}

const ENTRY = "\0hub-client-entry";

type Bundle = {
  /** What the page loads: the entry and everything it imports statically. */
  initial: string;
  /** Chunks behind `import()` (e.g. the mobile menu's dialog), loaded when wanted. */
  onDemand: { name: string; code: string }[];
};

/** Minified ESM of `modules`, every export kept (as an app importing them all would). */
async function bundle(modules: string[]): Promise<Bundle> {
  const source = modules
    .map((path, index) => `import * as m${index} from ${JSON.stringify(path)};`)
    .concat(`export default [${modules.map((_, index) => `m${index}`).join(", ")}];`)
    .join("\n");
  const output = await build({
    configFile: false,
    logLevel: "silent",
    root: packageRoot,
    plugins: [
      react(),
      {
        name: "hub-client-entry",
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) => (id === ENTRY ? source : null),
      },
    ],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: true,
      target: "es2022",
      rolldownOptions: {
        input: ENTRY,
        external,
        preserveEntrySignatures: "strict",
        output: { format: "es" },
      },
    },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = new Map(
    results
      .flatMap((result) => result.output)
      .filter((chunk): chunk is Rolldown.OutputChunk => chunk.type === "chunk")
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const initial = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || initial.has(fileName)) return;
    initial.add(fileName);
    chunk.imports.forEach(visit);
  };
  [...chunks.values()]
    .filter((chunk) => chunk.isEntry)
    .forEach((chunk) => {
      visit(chunk.fileName);
    });
  return {
    initial: [...initial].map((fileName) => chunks.get(fileName)?.code ?? "").join("\n"),
    onDemand: [...chunks.values()]
      .filter((chunk) => !initial.has(chunk.fileName))
      .map((chunk) => ({ name: chunk.name, code: chunk.code })),
  };
}

function gzipBytes(code: string): number {
  return gzipSync(code, { level: 9 }).length;
}

function kB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

async function main() {
  const modules = clientModules();
  const rows: [string, number][] = [];
  for (const path of modules) {
    rows.push([relative(packageRoot, path), gzipBytes((await bundle([path])).initial)]);
  }
  const all = await bundle(modules);
  const total = gzipBytes(all.initial);
  const width = Math.max(...rows.map(([name]) => name.length), 44);
  const line = (name: string, bytes: number) => {
    console.warn(`${name.padEnd(width)}  ${kB(bytes).padStart(8)}`);
  };
  rows.forEach(([name, bytes]) => {
    line(name, bytes);
  });
  all.onDemand.forEach((chunk) => {
    line(`on demand: ${chunk.name}`, gzipBytes(chunk.code));
  });
  line("loaded with the page (shared code once)", total);
  console.warn(`budget ${kB(BUDGET_BYTES)} gzip for what loads with the page, React excluded`);
  if (total > BUDGET_BYTES) {
    console.error(`Client JavaScript is ${kB(total - BUDGET_BYTES)} over budget.`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
