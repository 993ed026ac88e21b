// Ids of the records the feed shows that have no row of their own (decision 0064): a UUID v5 of
// their parent's id and their role, so each keeps one id in every response and every run.
import { createHash } from "node:crypto";

/** This project's namespace for derived ids (a random v4, fixed forever). */
const NAMESPACE = "6f1c2a8e-7d4b-4e0a-9c3f-5b8d1e2a4c6f";

const bytesOf = (uuid: string): Buffer => Buffer.from(uuid.replace(/-/g, ""), "hex");

/** RFC 9562 UUID v5 of `name` in `namespace`. */
export function uuidV5(namespace: string, name: string): string {
  const hash = createHash("sha1")
    .update(bytesOf(namespace))
    .update(name, "utf8")
    .digest()
    .subarray(0, 16);
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of the record playing `role` for the row `parentId` (`"phone"`, `"address"`…). */
export function derivedId(parentId: string, role: string): string {
  return uuidV5(NAMESPACE, `${parentId.toLowerCase()}/${role}`);
}
