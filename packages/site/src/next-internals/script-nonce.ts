// How a render's nonce reaches its HTML. The proxy gives each request a nonce in the request's
// `Content-Security-Policy` header, which Next reads (its CSP guide) and puts on every script it
// emits; React writes it as a `nonce="…"` attribute, which is how the cache handler tells which
// nonce a stored page was rendered with (docs/decisions/0007, 0058).

/** Whether `html` has a script carrying `nonce`. */
export function carriesNonce(html: string, nonce: string): boolean {
  return html.includes(`nonce="${nonce}"`);
}
