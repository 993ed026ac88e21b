// `pnpm --filter @hub/api deliveries status|release|retry|erase-expired|erase|export …`
// (decisions 0066, 0068 and 0075), run with the server's own settings (DATABASE_URL, API_DATA_DIR,
// API_TENANTS, API_ENCRYPTION_KEYS, RETENTION_MONTHS). command.ts says what each command does;
// none but `export` prints an address, a name or what an erasure was asked to find, and `export`
// logs who asked as a JSON line on stderr, apart from the referral on stdout. With PGlite, stop
// the server first.
import pino from "pino";
import { readConfig } from "../config.ts";
import { createFieldCipher, loadEncryptionKeys } from "../db/crypto.ts";
import { openTenantDatabase } from "../db/database.ts";
import { runDeliveriesCommand } from "./command.ts";

const config = readConfig(process.env);
process.exitCode = await runDeliveriesCommand(
  process.argv.slice(2).filter((arg) => arg !== "--"),
  {
    tenants: config.tenants.map((tenant) => tenant.slug),
    open: (slug) => openTenantDatabase(config, slug),
    cipher: async () => {
      const { keys } = await loadEncryptionKeys({
        envKeys: config.encryptionKeys,
        envKey: config.encryptionKey,
        dataDir: config.dataDir,
      });
      return createFieldCipher(keys);
    },
    retentionMonths: config.retentionMonths,
    delivery: config.delivery.sender.kind,
    now: new Date(),
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    logger: pino(
      { level: config.logLevel, base: { service: "hub-api deliveries" } },
      pino.destination({ fd: 2, sync: true }),
    ),
  },
);
