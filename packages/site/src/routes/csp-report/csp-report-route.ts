// `POST /csp-report`: where browsers report what the Content-Security-Policy blocked (`report-uri`
// and `report-to` in security/security-headers.ts). Each report is logged as one line, so an
// injected script or a third party missing from the policy shows up in the server's logs; at most
// a few a minute per visitor, and never more than a small body.
import { requestContext } from "../../request-context.ts";
import type { Site } from "../../site.ts";
import { visitorLimiter } from "../../state/limits.ts";

/** A report is a few hundred bytes; a page with many violations sends a handful. */
export const MAX_REPORT_BYTES = 16 * 1024;

type Report = Record<string, unknown>;

/** The reports in a body of either format: `report-uri`'s object or `report-to`'s list. */
const isReport = (value: unknown): value is Report => value !== null && typeof value === "object";

export function reportsIn(body: unknown): Report[] {
  const list: unknown[] = Array.isArray(body) ? body : [body];
  return list.flatMap((item) => {
    if (!isReport(item)) return [];
    const inner = item["csp-report"] ?? item.body;
    return isReport(inner) ? [inner] : [];
  });
}

const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 300) : undefined);

/** The fields worth a line in the log, under the names of either format. */
export function summary(report: Report) {
  return {
    document: text(report["document-uri"] ?? report.documentURL),
    directive: text(report["effective-directive"] ?? report.effectiveDirective),
    blocked: text(report["blocked-uri"] ?? report.blockedURL),
    sample: text(report["script-sample"] ?? report.sample),
  };
}

export function createCspReportRoute(
  site: Site,
  log: (line: string) => void = (line) => {
    console.warn(line);
  },
) {
  return {
    POST: async (request: Request): Promise<Response> => {
      const done = new Response(null, { status: 204 });
      const limit = await visitorLimiter("cspReport", site.config.variant).consume(
        requestContext()?.visitor ?? "",
      );
      if (!limit.allowed) return done;
      if (Number(request.headers.get("content-length") ?? 0) > MAX_REPORT_BYTES) return done;
      const body = await request.text().catch(() => "");
      if (body.length > MAX_REPORT_BYTES) return done;
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return done;
      }
      for (const report of reportsIn(parsed)) {
        log(`csp-violation ${JSON.stringify(summary(report))}`);
      }
      return done;
    },
  };
}
