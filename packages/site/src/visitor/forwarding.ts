// The visitor's address on every request the site makes to the API, as the trusted hop it is,
// so the API limits each visitor rather than each site (docs/decisions/0007). It is added by the
// HTTP dispatcher under `fetch`, not as a fetch header: Next puts fetch headers into its data
// cache key, which would split the shared cache per visitor.
import { Agent } from "undici";
import type { Dispatcher } from "undici";

export const FORWARDED_FOR_HEADER = "x-forwarded-for";

type Headers = Dispatcher.DispatchOptions["headers"];

/** `headers` as a flat `[name, value, …]` list without `name`, then `name: value`. */
export function withHeader(headers: Headers, name: string, value: string): string[] {
  const flat: string[] = [];
  const add = (key: string, entry: string | readonly string[] | undefined) => {
    if (entry === undefined || key.toLowerCase() === name) return;
    for (const item of typeof entry === "string" ? [entry] : entry) flat.push(key, item);
  };
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2) {
      add(String(headers[index]), String(headers[index + 1]));
    }
  } else if (headers !== null && headers !== undefined) {
    const entries =
      Symbol.iterator in headers
        ? (headers as Iterable<[string, string | string[] | undefined]>)
        : Object.entries(headers as Record<string, string | string[] | undefined>);
    for (const [key, entry] of entries) add(key, entry);
  }
  flat.push(name, value);
  return flat;
}

/**
 * A dispatcher that sends `X-Forwarded-For: <visitor()>` whenever there is a visitor, from
 * `localAddress` when one is given: the API believes that header only from the hops it trusts.
 */
export function forwardingDispatcher(
  visitor: () => string | undefined,
  localAddress?: string,
): Dispatcher {
  return new Agent(localAddress === undefined ? {} : { localAddress }).compose(
    (dispatch) => (options, handler) => {
      const address = visitor();
      if (address === undefined || address === "") return dispatch(options, handler);
      return dispatch(
        { ...options, headers: withHeader(options.headers, FORWARDED_FOR_HEADER, address) },
        handler,
      );
    },
  );
}
