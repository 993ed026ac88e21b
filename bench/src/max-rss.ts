// Preloaded (`node --import`) into the import command the `import` part runs: on exit it writes
// the process's peak resident memory, in bytes, to the file `BENCH_MAX_RSS_FILE` names.
// The kernel's own high-water mark (getrusage's ru_maxrss, which Node's `resourceUsage` reads)
// covers the whole life of the process up to its last moment; polling /proc/<pid>/status from
// outside misses a peak between two polls and loses the figure once the process has exited, and
// `/usr/bin/time -v` is not on every machine.
import { writeFileSync } from "node:fs";

const file = process.env.BENCH_MAX_RSS_FILE;
if (file !== undefined && file !== "") {
  process.on("exit", () => {
    // maxRSS is in kibibytes.
    writeFileSync(file, String(process.resourceUsage().maxRSS * 1024));
  });
}
