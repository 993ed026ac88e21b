// What the browser blocks under the site's Content-Security-Policy, for the specs that must see
// nothing blocked (or exactly what they injected).
import type { Page } from "@playwright/test";

/** What the watch leaves on the page's window. */
type Watched = Window & { cspViolations?: string[] };

/** Collects `securitypolicyviolation` events and console reports; call before `goto`. */
export async function watchForViolations(page: Page): Promise<() => Promise<string[]>> {
  const reports: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      reports.push(message.text());
    }
  });
  // Init scripts run before the page's own, whatever its CSP.
  await page.addInitScript(() => {
    const watched = window as Watched;
    watched.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      watched.cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  return async () => [
    ...(await page.evaluate(() => (window as Watched).cspViolations ?? [])),
    ...reports,
  ];
}
