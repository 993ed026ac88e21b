export { addNonce } from "./add-nonce.ts";
export type { NonceWriter } from "./add-nonce.ts";
export { createErrorPages, errorPagePath } from "./error-page.ts";
export { contentSecurityPolicy, securityHeaders, securityHeadersFor } from "./security-headers.ts";
export type { SecurityHeaderOptions } from "./security-headers.ts";
export {
  createNonce,
  createSiteServer,
  EMPTY_ERROR_DOCUMENT_MARKER,
  secureRequestHandler,
} from "./site-server.ts";
export type { RequestHandler, SecureHandlerOptions, SiteServerOptions } from "./site-server.ts";
export {
  GOOGLE_ANALYTICS,
  GOOGLE_TAG_MANAGER,
  GOOGLE_TRANSLATE,
  thirdPartyOrigins,
  tileOrigin,
  VIDEO_EMBEDS,
} from "./third-parties.ts";
export type { ThirdPartyOrigins } from "./third-parties.ts";
