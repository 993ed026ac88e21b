// The postcode lookup's rows: districts, sectors and full postcodes in one table, keyed by the
// normalised code.
import type { postcodes } from "../db/schema.ts";
import type { FolderRecords } from "./records.ts";

/**
 * Upper case with one space between outward and inward parts: the space is what tells the
 * district "DA14" from the sector "DA1 4", so it must survive.
 */
export const normalisePostcode = (code: string): string =>
  code.trim().replace(/\s+/g, " ").toUpperCase();

export function postcodeRows(
  dataset: Pick<FolderRecords, "postcodes">,
): (typeof postcodes.$inferInsert)[] {
  const rows = new Map<string, typeof postcodes.$inferInsert>();
  const add = (row: typeof postcodes.$inferInsert): void => {
    if (!rows.has(row.code)) rows.set(row.code, row);
  };
  for (const district of dataset.postcodes.districts) {
    const { outward_code: code, area, lat, lon } = district;
    add({ code: normalisePostcode(code), kind: "district", area, lat, lon });
  }
  for (const sector of dataset.postcodes.sectors) {
    const { sector: code, area, lat, lon } = sector;
    add({ code: normalisePostcode(code), kind: "sector", area, lat, lon });
  }
  for (const postcode of dataset.postcodes.postcodes) {
    const { postcode: code, lat, lon } = postcode;
    add({ code: normalisePostcode(code), kind: "postcode", area: null, lat, lon });
  }
  return [...rows.values()];
}
