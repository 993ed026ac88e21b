// `pnpm --filter @hub/api reencrypt`: re-encrypts every encrypted column of every configured
// tenant to the current key (the first of API_ENCRYPTION_KEYS), so an old key can then be
// dropped. Run it with the old key still listed after the new one; it is safe to run again.
import { readConfig } from "../config.ts";
import { openTenantDatabase } from "./database.ts";
import { createFieldCipher, loadEncryptionKeys } from "./crypto.ts";
import { encryptFormerlyPlain, reencryptAll } from "./key-rotation.ts";

const config = readConfig(process.env);
const { keys } = await loadEncryptionKeys({
  envKeys: config.encryptionKeys,
  envKey: config.encryptionKey,
  dataDir: config.dataDir,
});
const cipher = createFieldCipher(keys);
process.stdout.write(`Re-encrypting to key id ${cipher.currentKeyId}.\n`);
for (const { slug } of config.tenants) {
  const database = await openTenantDatabase(config, slug);
  try {
    const plain = await encryptFormerlyPlain(database.db, cipher);
    const changed = await reencryptAll(database.db, cipher);
    const summary = Object.entries(changed)
      .map(([table, rows]) => `${table} ${rows}`)
      .join(", ");
    process.stdout.write(`${slug}: ${summary}; formerly plain values encrypted: ${plain}\n`);
  } finally {
    await database.close();
  }
}
