// Organisation-event collections, i.e. event categories (contract §3.3, §4.3): a category
// collection without `homepage`.
import type { z } from "zod";

import { CollectionCategorySchema } from "./categories.ts";
import { maybePaginatedEnvelope, paginatedEnvelope, resourceEnvelope } from "./envelopes.ts";

export const CollectionOrganisationEventSchema = CollectionCategorySchema.omit({ homepage: true });
export type CollectionOrganisationEvent = z.infer<typeof CollectionOrganisationEventSchema>;

export const CollectionOrganisationEventResponseSchema = resourceEnvelope(
  CollectionOrganisationEventSchema,
);
export const CollectionOrganisationEventPaginatedResponseSchema = paginatedEnvelope(
  CollectionOrganisationEventSchema,
);
export const CollectionOrganisationEventAllResponseSchema = maybePaginatedEnvelope(
  CollectionOrganisationEventSchema,
);
