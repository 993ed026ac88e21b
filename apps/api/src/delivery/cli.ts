// `pnpm --filter @hub/api deliveries status`: each tenant's messages by state and the oldest one
// not delivered (decision 0066), read with the server's own settings (DATABASE_URL, API_DATA_DIR,
// API_TENANTS). Prints kinds, states and failure codes, never an address. `deliveries release`
// makes the messages held while delivery was off due, for a server with delivery on to send.
import { readConfig } from "../config.ts";
import { openTenantDatabase } from "../server.ts";
import { deliveryStatus, releaseHeld } from "./status.ts";

const [command = "status"] = process.argv.slice(2).filter((arg) => arg !== "--");
if (command !== "status" && command !== "release") {
  process.stderr.write(`Unknown command "${command}". Usage: deliveries status|release\n`);
  process.exit(2);
}

const config = readConfig(process.env);
process.stdout.write(`Delivery: ${config.delivery.sender.kind}\n`);
for (const { slug } of config.tenants) {
  const database = await openTenantDatabase(config, slug);
  try {
    if (command === "release") {
      const released = await releaseHeld(database.db, new Date());
      process.stdout.write(`${slug}: ${released} held messages released\n`);
    }
    const { counts, oldestUndelivered: oldest } = await deliveryStatus(database.db);
    const summary = Object.entries(counts)
      .map(([state, total]) => `${state} ${total}`)
      .join(", ");
    process.stdout.write(`${slug}: ${summary}\n`);
    if (oldest !== undefined) {
      process.stdout.write(
        `  oldest not delivered: ${oldest.kind} ${oldest.id}, ${oldest.state} since ${oldest.createdAt.toISOString()}, ${oldest.attempts} attempts${oldest.lastError === null ? "" : `, last error ${oldest.lastError}`}\n`,
      );
    }
  } finally {
    await database.close();
  }
}
