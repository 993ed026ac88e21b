// The CMS settings: the copy of every page.
import type { ApiClient, CallOptions } from "../client.ts";
import { SettingsResponseSchema } from "../schemas/settings.ts";
import type { Settings } from "../schemas/settings.ts";

/** `GET /settings`: the CMS copy of every page. */
export function getSettings(client: ApiClient, options?: CallOptions): Promise<Settings> {
  return client.get("settings", { ...options, schema: SettingsResponseSchema, pick: "data" });
}
