// Browsers ask for `/favicon.ico` whatever the page declares; send them to the variant's SVG.
import { FAVICON_PATH } from "./headers.ts";

export function GET(request: Request): Response {
  return Response.redirect(new URL(FAVICON_PATH, request.url), 308);
}
