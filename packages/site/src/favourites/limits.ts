/**
 * Ids of each type in one request to the favourites route handler. The API would take 100 (one
 * page), but 100 ids make a 3.7 kB query and the proxy refuses queries over `MAX_QUERY_LENGTH`
 * (2048 characters) as hostile; 50 ids (about 1.9 kB) fit. The handler still asks the API with
 * `per_page=100`, so nothing is ever cut at the default page size of 25.
 */
export const FAVOURITE_IDS_PER_REQUEST = 50;
