// The last thing `pnpm test` prints: which optional parts of the run did not run on this machine,
// and how to run them, so a skipped half is never read as a pass in a scroll of passing suites.
import { missingPrograms } from "./cluster/cluster.ts";
import { skippedParts, summaryText } from "./summary/skipped-parts.ts";

process.stdout.write(`${summaryText(skippedParts(process.env, missingPrograms()))}\n`);
