// URLs of the API: its base, a path and a query string in Laravel's dialect.
export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
/** `{ filter: { id: [a, b] }, include: ["organisation"], sort: "-name", page: 2, per_page: 9 }`. */
export type QueryParams = Readonly<
  Record<string, QueryValue | Readonly<Record<string, QueryValue>>>
>;

const encodeKey = (key: string) =>
  encodeURIComponent(key).replaceAll("%5B", "[").replaceAll("%5D", "]");
const encodeValue = (value: string) => encodeURIComponent(value).replaceAll("%2C", ",");

function serialiseScalarOrList(value: QueryValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return String(value);
  }
  return value.length === 0 ? undefined : value.map(String).join(",");
}

/**
 * Query string in the spatie/laravel-query-builder dialect: nested objects become `key[sub]`,
 * lists are joined by commas, `null`/`undefined`/empty lists are left out. Keys keep their order
 * so equal calls give equal URLs (and equal Next.js cache entries).
 */
export function serialiseQuery(query: QueryParams | undefined): string {
  if (!query) return "";
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [subKey, subValue] of Object.entries(value as Record<string, QueryValue>)) {
        const serialised = serialiseScalarOrList(subValue);
        if (serialised !== undefined) {
          pairs.push(`${encodeKey(`${key}[${subKey}]`)}=${encodeValue(serialised)}`);
        }
      }
      continue;
    }
    const serialised = serialiseScalarOrList(value as QueryValue);
    if (serialised !== undefined) pairs.push(`${encodeKey(key)}=${encodeValue(serialised)}`);
  }
  return pairs.join("&");
}

/** Joins the API base (e.g. `https://api.example.org/core/v1`) and a path, plus a query string. */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const base = baseUrl.replace(/\/+$/, "");
  const url = `${base}/${path.replace(/^\/+/, "")}`;
  const search = serialiseQuery(query);
  return search ? `${url}${url.includes("?") ? "&" : "?"}${search}` : url;
}
