// A visitor of a journey route in a unit test: the cookies and `Referer` Next's `headers()` hands
// the page (the test file mocks `next/headers` with `requestHeadersWithCookies`), and form POSTs
// that keep the cookies their answer sets, each test from an address of its own.
import { runInRequestContext } from "../request-context.ts";

/** The visitor's cookies, as a browser keeps them. */
export const jar = new Map<string, string>();
/** The request's other headers: a test sets the `Referer` here. */
export const requestHeaders = new Headers({ host: "hub.test" });
const visitor = { address: "198.51.100.0", count: 0 };

const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/** What the mocked `headers()` of `next/headers` answers: the request's headers and cookies. */
export function requestHeadersWithCookies(): Promise<Headers> {
  const headers = new Headers(requestHeaders);
  headers.set("cookie", cookieHeader());
  return Promise.resolve(headers);
}

/** For `beforeEach`: a visitor of its own (the limits count per address), no cookies, no referer. */
export function newVisitor(): void {
  visitor.address = `198.51.100.${(visitor.count += 1)}`;
  jar.clear();
  requestHeaders.delete("referer");
}

/** POSTs `fields` to `url` as the visitor, from `origin`, keeping the cookies the answer sets. */
export async function postForm(
  route: { POST: (request: Request) => Promise<Response> },
  url: string,
  fields: object,
  origin = "http://hub.test",
): Promise<Response> {
  const response = await runInRequestContext(visitor.address, () =>
    route.POST(
      new Request(url, {
        method: "POST",
        headers: { origin, host: "hub.test", cookie: cookieHeader() },
        body: new URLSearchParams(fields as Record<string, string>),
      }),
    ),
  );
  for (const header of response.headers.getSetCookie()) {
    const [pair = ""] = header.split(";");
    const separator = pair.indexOf("=");
    jar.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
  return response;
}
