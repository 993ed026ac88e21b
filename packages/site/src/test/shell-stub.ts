// Collections and settings for the shell's unit tests: the contract's builders, with the
// shell's own names.
import type { CollectionCategory, CollectionPersona } from "@hub/api-client/schemas";
import { buildCategory, buildPersona } from "@hub/api-client/testing";

export { buildSettings as settings } from "@hub/api-client/testing";

export function category(overrides: Partial<CollectionCategory> = {}): CollectionCategory {
  return buildCategory({
    slug: "health",
    name: "Health",
    intro: "Health services.",
    sideboxes: [],
    ...overrides,
  });
}

export function persona(overrides: Partial<CollectionPersona> = {}): CollectionPersona {
  return buildPersona({ intro: "For carers.", ...overrides });
}
