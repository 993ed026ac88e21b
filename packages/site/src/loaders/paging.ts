// `?page=` of the paginated directory lists (GOV.UK pagination: a page number in the address).

/** The page asked for: a whole number from 1, else 1 (a list's first page). */
export function pageParam(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

/** The address of page `page` of a list at `path`; page 1 is the bare path (one canonical URL). */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}
