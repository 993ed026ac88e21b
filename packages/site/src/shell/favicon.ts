// Browsers ask for `/favicon.ico` whatever the page declares; send them to the variant's SVG.
// The route lives outside `app/[view]` (the proxy leaves the address alone), and the redirect is
// relative: Next knows itself by its loopback name, not the address residents use.
import { FAVICON_PATH } from "./headers.ts";

export function GET(): Response {
  return new Response(null, { status: 308, headers: { location: FAVICON_PATH } });
}
