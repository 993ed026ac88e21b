// One service fully nested (service.json): its locations, schedules, organisation, prices,
// contact, phone and attributes, in a fixed handful of statements whatever it holds.
import { sql } from "drizzle-orm";
import type { PresentContext } from "../resources/context.ts";
import { derivedId } from "./ids.ts";
import { serviceAtLocation, serviceLocationRows } from "./locations.ts";
import { asEmail, compact } from "./present.ts";
import type { Json } from "./present.ts";
import { schedulesOf } from "./schedules.ts";
import { organizationOf, serviceFields, serviceRows } from "./services.ts";
import type { ServiceRow } from "./services.ts";
import { attributesOf } from "./taxonomies.ts";

/** Free, or the fees in words: the directory records no amounts. */
function costOptions(row: ServiceRow): Json[] {
  const id = derivedId(row.id, "cost-option");
  if (row.is_free) {
    return [{ id, service_id: row.id, amount: 0, amount_description: "Free" }];
  }
  return row.fees_text ? [{ id, service_id: row.id, amount_description: row.fees_text }] : [];
}

function contacts(row: ServiceRow): Json[] {
  if (row.contact_name === null && asEmail(row.contact_email) === null) return [];
  return [
    compact({
      id: derivedId(row.id, "contact"),
      service_id: row.id,
      name: row.contact_name,
      // HSDS 3.0's contact email; the UK profile's schema has none and allows it.
      email: asEmail(row.contact_email),
    }),
  ];
}

/** HSDS 3.0's phones of a service; the UK profile's schema has none and allows them. */
function phones(row: ServiceRow): Json[] {
  const number = row.contact_phone?.trim() ?? "";
  return number === "" ? [] : [{ id: derivedId(row.id, "phone"), service_id: row.id, number }];
}

/** The active service with this id, fully nested, or null. */
export async function fullService(ctx: PresentContext, id: string): Promise<Json | null> {
  const [row] = await serviceRows(ctx.db, [id]);
  if (!row) return null;
  const [locations, schedules, attributes] = await Promise.all([
    serviceLocationRows(ctx.db, sql`sl.service_id = ${id}`),
    schedulesOf(ctx.db, sql`${id}`, ctx.now),
    attributesOf(ctx.db, id),
  ]);
  return compact({
    ...serviceFields(row),
    schedules,
    service_at_locations: locations.map(serviceAtLocation),
    organization: organizationOf(row, ctx.apiBase),
    cost_options: costOptions(row),
    contacts: contacts(row),
    phones: phones(row),
    attributes,
  });
}
