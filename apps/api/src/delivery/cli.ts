// `pnpm --filter @hub/api deliveries status|release|erase-expired|erase …` (decisions 0066 and
// 0068), run with the server's own settings (DATABASE_URL, API_DATA_DIR, API_TENANTS,
// API_ENCRYPTION_KEYS, RETENTION_MONTHS). command.ts says what each command does; none prints an
// address, a name or what an erasure was asked to find. With PGlite, stop the server first.
import { readConfig } from "../config.ts";
import { createFieldCipher, loadEncryptionKeys } from "../db/crypto.ts";
import { openTenantDatabase } from "../server.ts";
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
  },
);
