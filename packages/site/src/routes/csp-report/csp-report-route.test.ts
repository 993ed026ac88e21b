import { describe, expect, it } from "vitest";

import { runInRequestContext } from "../../request-context.ts";
import { stubSite } from "../../test/api-stub.ts";
import { createCspReportRoute, MAX_REPORT_BYTES, reportsIn } from "./csp-report-route.ts";

const reportUri = {
  "csp-report": {
    "document-uri": "https://hub.test/about",
    "effective-directive": "script-src-elem",
    "blocked-uri": "inline",
    "script-sample": 'document.documentElement.dataset.injected = "ran"',
  },
};
const reportTo = [
  {
    type: "csp-violation",
    body: {
      documentURL: "https://hub.test/about",
      effectiveDirective: "script-src-elem",
      blockedURL: "inline",
      sample: "alert(1)",
    },
  },
];

function setup() {
  const lines: string[] = [];
  const route = createCspReportRoute(stubSite(() => ({ body: {} })).site, (line) =>
    lines.push(line),
  );
  const post = (visitor: string, body: string, type = "application/csp-report") =>
    runInRequestContext(visitor, () =>
      route.POST(
        new Request("https://hub.test/csp-report", {
          method: "POST",
          headers: { "content-type": type },
          body,
        }),
      ),
    );
  return { lines, post };
}

describe("POST /csp-report", () => {
  it.each([
    { name: "report-uri's format", body: reportUri, line: /script-src-elem.*inline.*injected/ },
    { name: "report-to's format", body: reportTo, line: /script-src-elem.*alert\(1\)/ },
  ])("logs a violation in $name", async ({ body, line }) => {
    const { lines, post } = setup();
    const response = await post("198.51.100.1", JSON.stringify(body));
    expect(response.status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });

  it.each([
    { name: "not JSON", body: "<html>" },
    {
      name: "past the size limit",
      body: JSON.stringify({ "csp-report": { x: "y".repeat(MAX_REPORT_BYTES) } }),
    },
    { name: "of another shape", body: JSON.stringify({ hello: "world" }) },
  ])("answers a body $name with 204 and logs nothing", async ({ body }) => {
    const { lines, post } = setup();
    expect((await post("198.51.100.2", body)).status).toBe(204);
    expect(lines).toEqual([]);
  });

  it("logs at most a few reports a minute per visitor", async () => {
    const { lines, post } = setup();
    for (let index = 0; index < 40; index += 1)
      await post("198.51.100.3", JSON.stringify(reportUri));
    expect(lines.length).toBeLessThan(40);
    await post("198.51.100.4", JSON.stringify(reportUri));
    expect(lines.at(-1)).toMatch(/csp-violation/);
  });

  it("reads both formats' lists", () => {
    expect(reportsIn([...reportTo, ...reportTo])).toHaveLength(2);
    expect(reportsIn(null)).toEqual([]);
  });
});
