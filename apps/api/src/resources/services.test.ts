// Every column of `services` reaches the contract: under its own name (presented as stored), or
// in `COLUMNS_PRESENTED_OTHERWISE` with how. A column added without a field of `ServiceSchema`
// fails here, where it would otherwise be stored and never sent.
import { ServiceSchema } from "@hub/api-client/schemas";
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { services } from "../db/schema.ts";
import { COLUMNS_PRESENTED_OTHERWISE } from "./services.ts";

describe("the columns of services", () => {
  it("are each a field of the contract, or presented otherwise", () => {
    const columns = Object.values(getTableColumns(services)).map((column) => column.name);
    const unpresented = columns.filter(
      (name) =>
        !Object.hasOwn(ServiceSchema.shape, name) &&
        !Object.hasOwn(COLUMNS_PRESENTED_OTHERWISE, name),
    );
    expect(unpresented).toEqual([]);
  });
});
