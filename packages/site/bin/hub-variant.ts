#!/usr/bin/env node
// `hub-variant sync`: writes the route layer from packages/site/variant/ into the variant in the
// current folder (its `build` and `typecheck` scripts run it first).
// `hub-variant dev [next dev options]`: the same, again on every change to the template, while
// `next dev` runs (`pnpm dev`).
import { spawn } from "node:child_process";
import path from "node:path";

import { syncVariant, watchTemplate } from "../src/variant/layer.ts";
import type { SyncResult } from "../src/variant/layer.ts";

const [command, ...rest] = process.argv.slice(2);
const variantDir = process.cwd();

function report({ written, removed }: SyncResult): void {
  if (written.length + removed.length === 0) return;
  console.warn(
    `hub-variant: ${written.length} route layer file(s) written, ${removed.length} removed in ${variantDir}`,
  );
}

if (command === "sync") {
  report(await syncVariant(variantDir));
} else if (command === "dev") {
  report(await syncVariant(variantDir));
  const watcher = watchTemplate(variantDir, report, (error: unknown) => {
    console.error("hub-variant: sync failed", error);
  });
  const next = spawn(path.join(variantDir, "node_modules", ".bin", "next"), ["dev", ...rest], {
    stdio: "inherit",
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      next.kill(signal);
    });
  }
  next.on("exit", (code) => {
    watcher.close();
    process.exit(code ?? 1);
  });
} else {
  console.error("Usage: hub-variant sync | hub-variant dev [next dev options]");
  process.exit(1);
}
