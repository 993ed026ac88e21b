// `pnpm --filter @hub/api oruk-example-feed <folder>`: writes the Open Referral UK profile's own
// example feed as a folder that `import --oruk <folder>` reads, to try the import without a feed.
import path from "node:path";
import { writeExampleFeed } from "../src/oruk/profile/example-feed.ts";

const folder = process.argv.slice(2).find((arg) => arg !== "--");
if (!folder) {
  process.stderr.write("Usage: oruk-example-feed <folder>\n");
  process.exit(2);
}
writeExampleFeed(path.resolve(folder));
process.stdout.write(`Wrote the profile's example feed to ${path.resolve(folder)}\n`);
