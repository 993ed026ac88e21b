// Child process of concurrent-start.test.ts: opens (creates, migrates) one tenant on PostgreSQL
// as an API process starting up would, then exits 0, or 1 with the error on stderr.
import { openDatabase } from "../db/database.ts";

const [databaseUrl = "", schema = ""] = process.argv.slice(2);
try {
  const database = await openDatabase({ tenant: "sutton", databaseUrl, schema });
  await database.close();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
