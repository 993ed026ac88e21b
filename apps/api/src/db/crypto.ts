// AES-256-GCM encryption of personal fields (referrals, page feedback, sign-up requests), with
// key rotation (docs/decisions/0012). A token is `v2.<key id>.<iv>.<tag>.<ciphertext>` in
// base64url, with a fresh 96-bit IV per value.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export type FieldCipher = {
  /** Id of the key new values are encrypted with. */
  currentKeyId: string;
  /** Ids of every configured key, the current one first. */
  keyIds: readonly string[];
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
 * `API_ENCRYPTION_KEYS` (comma-separated, the first encrypts), or its one-key alias
 * `API_ENCRYPTION_KEY`, or else the development key file (see loadEncryptionKey).
 */
export async function loadEncryptionKeys(options: {
  envKeys: string | undefined;
  envKey: string | undefined;
  dataDir: string;
}): Promise<{ keys: Buffer[]; source: "env" | "file" | "generated" }> {
  if (options.envKeys !== undefined && options.envKey !== undefined) {
    throw new Error(
      "Set API_ENCRYPTION_KEYS or API_ENCRYPTION_KEY, not both (API_ENCRYPTION_KEYS=new,old replaces it).",
    );
  }
  if (options.envKeys !== undefined) {
    const keys = options.envKeys
      .split(",")
      .map((value) => value.trim())
      .filter((value) => value !== "")
      .map(parseEncryptionKey);
    if (keys.length === 0) throw new Error("API_ENCRYPTION_KEYS names no key.");
    return { keys, source: "env" };
  }
  const { key, source } = await loadEncryptionKey(options);
  return { keys: [key], source };
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

/**
 * The key's id, written into every token it makes: 8 bytes of an HMAC of a fixed label under the
 * key, so it names the key without revealing anything about it.
 */
export function keyIdOf(key: Uint8Array): string {
  return createHmac("sha256", key).update("hub-api field key id").digest("base64url").slice(0, 11);
}

/** The key id a token names: `v2.<kid>.…`; null for the older `v1.` tokens, which name none. */
export function tokenKeyId(token: string): string | null {
  return token.startsWith("v2.") ? (token.split(".")[1] ?? null) : null;
}

/** A token names a key none of the configured keys is. */
export class UnknownKeyError extends Error {
  readonly keyId: string;
  constructor(keyId: string) {
    super(`The value was encrypted with key id ${keyId}, which no configured key has.`);
    this.name = "UnknownKeyError";
    this.keyId = keyId;
  }
}

/**
 * AES-256-GCM with key rotation: the first key encrypts, every key decrypts. Tokens are
 * `v2.<key id>.<iv>.<tag>.<ciphertext>`; `v1.<iv>.<tag>.<ciphertext>` (before key ids) is still
 * read by trying each key, the GCM tag telling which one fits.
 */
export function createFieldCipher(keys: Uint8Array | readonly Uint8Array[]): FieldCipher {
  const list = keys instanceof Uint8Array ? [keys] : [...keys];
  const [current] = list;
  if (current === undefined) throw new Error("At least one encryption key is needed.");
  for (const key of list) {
    if (key.length !== KEY_BYTES) throw new Error("The encryption key must be 32 bytes.");
  }
  const byId = new Map(list.map((key) => [keyIdOf(key), key] as const));
  const currentKeyId = keyIdOf(current);
  const encrypt = (plain: string): string => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", current, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return ["v2", currentKeyId, iv, cipher.getAuthTag(), body].map(encode).join(".");
  };
  const open = (key: Uint8Array, iv: string, tag: string, body: string): string => {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  };
  const decrypt = (token: string): string => {
    const parts = token.split(".");
    if (parts[0] === "v2" && parts.length === 5) {
      const [, keyId = "", iv = "", tag = "", body = ""] = parts;
      const key = byId.get(keyId);
      if (key === undefined) throw new UnknownKeyError(keyId);
      return open(key, iv, tag, body);
    }
    if (parts[0] === "v1" && parts.length === 4) {
      const [, iv = "", tag = "", body = ""] = parts;
      for (const key of list) {
        try {
          return open(key, iv, tag, body);
        } catch {
          // Not this key: the tag did not verify.
        }
      }
      throw new UnknownKeyError("(none: a v1 token)");
    }
    throw new Error("Not an encrypted field value.");
  };
  return {
    currentKeyId,
    keyIds: [...byId.keys()],
    encrypt,
    decrypt,
    encryptNullable: (plain) => (plain === null || plain === undefined ? null : encrypt(plain)),
    decryptNullable: (token) => (token === null ? null : decrypt(token)),
  };
}

function encode(part: string | Buffer): string {
  return typeof part === "string" ? part : part.toString("base64url");
}
