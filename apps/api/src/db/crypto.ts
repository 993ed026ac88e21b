// AES-256-GCM encryption of personal fields (referrals, page feedback, sign-up requests).
// A token is `v1.<iv>.<tag>.<ciphertext>` in base64url; a fresh 96-bit IV per value.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export type FieldCipher = {
  encrypt(plain: string): string;
  decrypt(token: string): string;
  encryptNullable(plain: string | null | undefined): string | null;
  decryptNullable(token: string | null): string | null;
};

const KEY_BYTES = 32;
const IV_BYTES = 12;
export const DEV_KEY_FILE = "encryption.key";

/** Accepts 64 hex characters or base64 of 32 bytes (optionally Laravel-style `base64:`). */
export function parseEncryptionKey(value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, "hex")
    : Buffer.from(text.replace(/^base64:/, ""), "base64");
  if (key.length !== KEY_BYTES) {
    throw new Error("API_ENCRYPTION_KEY must be 32 bytes, as 64 hex characters or base64.");
  }
  return key;
}

/**
 * The key from `API_ENCRYPTION_KEY`, or else a development key kept in `<dataDir>/encryption.key`
 * (generated on first use) so that data written by one run can be read by the next.
 */
export async function loadEncryptionKey(options: {
  envKey: string | undefined;
  dataDir: string;
}): Promise<{ key: Buffer; source: "env" | "file" | "generated" }> {
  if (options.envKey) return { key: parseEncryptionKey(options.envKey), source: "env" };
  const file = path.join(options.dataDir, DEV_KEY_FILE);
  try {
    return { key: parseEncryptionKey(await readFile(file, "utf8")), source: "file" };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const key = randomBytes(KEY_BYTES);
  await mkdir(options.dataDir, { recursive: true });
  await writeFile(file, `${key.toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  return { key, source: "generated" };
}

export function createFieldCipher(key: Uint8Array): FieldCipher {
  if (key.length !== KEY_BYTES) throw new Error("The encryption key must be 32 bytes.");
  const encrypt = (plain: string): string => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return ["v1", iv, cipher.getAuthTag(), body].map(encode).join(".");
  };
  const decrypt = (token: string): string => {
    const [version, iv, tag, body] = token.split(".");
    if (version !== "v1" || iv === undefined || tag === undefined || body === undefined) {
      throw new Error("Not an encrypted field value.");
    }
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  };
  return {
    encrypt,
    decrypt,
    encryptNullable: (plain) => (plain === null || plain === undefined ? null : encrypt(plain)),
    decryptNullable: (token) => (token === null ? null : decrypt(token)),
  };
}

function encode(part: string | Buffer): string {
  return typeof part === "string" ? part : part.toString("base64url");
}
