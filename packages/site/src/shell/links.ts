// CMS copy links to the live site by its full address; on this deployment (a laptop, staging) the
// same pages must open here, so links to the site's own origin become paths.

/** `https://{site}/get-involved` → `/get-involved`; other addresses are returned unchanged. */
export function sitePath(href: string, publicUrl: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (url.origin !== new URL(publicUrl).origin) return href;
  return `${url.pathname}${url.search}${url.hash}`;
}
