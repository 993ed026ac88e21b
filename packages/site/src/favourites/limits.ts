/**
 * Ids of each type in one request to the favourites route handler: one page of the API
 * (`per_page=100`), so nothing is ever cut at the default page size of 25. 100 ids make a 3.7 kB
 * query, within the proxy's `MAX_QUERY_LENGTH`.
 */
export const FAVOURITE_IDS_PER_REQUEST = 100;
