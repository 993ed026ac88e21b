import { paths } from "@hub/core/urls";

/**
 * Ids of each type in one request to the favourites route handler: one page of the API
 * (`per_page=100`), so nothing is ever cut at the default page size of 25. 100 ids make a 3.7 kB
 * query, within the proxy's `MAX_QUERY_LENGTH`.
 */
export const FAVOURITE_IDS_PER_REQUEST = 100;

/** The route handler the saved list asks for its items (and the offline worker keeps). */
export const FAVOURITE_ITEMS_PATH = `${paths.favourites()}/items`;
