// The demo content of a tenant: its folder under apps/api/content, read at run time through the
// folder import, with its dates moved to the reference day.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readFolder } from "../import/folder.ts";
import { readSearchData } from "../search/thesaurus.ts";
import { followToday, readDemoDates } from "./dates.ts";
import { toReferenceDay } from "./lib/dates.ts";
import type { BoroughDataset, Tenant } from "./types.ts";

/** apps/api/content: one folder per demo tenant, beside (not inside) the code. */
const CONTENT = fileURLToPath(new URL("../../content/", import.meta.url));

export function demoFolder(tenant: Tenant): string {
  return path.join(CONTENT, tenant);
}

export type LoadOptions = {
  /** The day everything relative is measured from ("today" for events, closures, end dates). */
  referenceDate: Date | string;
  /** A folder laid out as the demo's, in place of the tenant's own under apps/api/content. */
  folder?: string | undefined;
};

/**
 * Every record of one demo tenant, checked, with its dates moved to the reference day. The same
 * tenant and reference date always give an identical dataset.
 */
export function loadBoroughDataset(tenant: Tenant, options: LoadOptions): BoroughDataset {
  const referenceDate = toReferenceDay(options.referenceDate);
  const folder = options.folder ?? demoFolder(tenant);
  const records = readFolder(folder);
  return {
    tenant,
    referenceDate,
    ...followToday(records, readDemoDates(folder, records), referenceDate),
    ...readSearchData(),
  };
}
