// `GET /docs/openapi.json` and `GET /docs` at the server root (not per tenant: every tenant
// serves the same contract; the document's server URL takes the tenant as a variable). The HTML
// page is rendered here from the document, with no scripts or external assets.
import type { Hono } from "hono";
import { buildOpenApiDocument } from "../docs/openapi.ts";
import type { AppEnv } from "../http/env.ts";
import { DOCS_CSP } from "../http/security-headers.ts";
import type { RouteModule } from "./index.ts";

type Document = ReturnType<typeof buildOpenApiDocument>;
type OperationView = {
  summary: string;
  parameters: { name: string; in: string; required: boolean; description?: string }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
  "x-extension"?: boolean;
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const schemaName = (content: Record<string, { schema: { $ref?: string } }> | undefined): string => {
  const [type, media] = Object.entries(content ?? {})[0] ?? [];
  if (!type || !media) return "";
  return media.schema.$ref?.replace("#/components/schemas/", "") ?? type;
};

export function renderDocsPage(document: Document, tenants: readonly string[]): string {
  const paths = document.paths as Record<string, Record<string, OperationView>>;
  const rows = Object.entries(paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const params = operation.parameters
          .map((p) => `${p.name} (${p.in}${p.required ? ", required" : ""})`)
          .join(", ");
        const [status, success] =
          Object.entries(operation.responses).find(([code]) => code.startsWith("2")) ?? [];
        return `<tr>
  <th scope="row"><code>${method.toUpperCase()} ${escapeHtml(path)}</code></th>
  <td>${escapeHtml(operation.summary)}${operation["x-extension"] ? " <strong>(extension)</strong>" : ""}</td>
  <td>${escapeHtml(params) || "—"}</td>
  <td>${escapeHtml(schemaName(operation.requestBody?.content)) || "—"}</td>
  <td>${escapeHtml(`${status ?? ""} ${schemaName(success?.content)}`)}</td>
</tr>`;
      }),
    )
    .join("\n");
  const bases = tenants.map((tenant) => `<li><code>/${escapeHtml(tenant)}/core/v1</code></li>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Core API documentation</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5; color: #1b1b1b; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #b1b4b6; padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; }
thead th { background: #f3f2f1; }
a:focus, a:hover { outline: 3px solid #fd0; }
</style>
</head>
<body>
<main>
<h1>Core API documentation</h1>
<p>Every path below is relative to a tenant's base URL:</p>
<ul>${bases.join("")}</ul>
<p>The machine-readable document is <a href="/docs/openapi.json">/docs/openapi.json</a> (OpenAPI 3.1).</p>
<table>
<caption>Endpoints</caption>
<thead><tr><th scope="col">Endpoint</th><th scope="col">What it does</th><th scope="col">Parameters</th><th scope="col">Request body</th><th scope="col">Success response</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</main>
</body>
</html>
`;
}

export function registerDocs(
  app: Hono<AppEnv>,
  options: { tenants: readonly string[]; modules: readonly RouteModule[] },
): void {
  // Built once: the routes cannot change while the process runs.
  let document: Document | undefined;
  const load = (): Document => (document ??= buildOpenApiDocument(options));
  app.get("/docs/openapi.json", (c) => c.json(load()));
  app.get("/docs", (c) =>
    c.html(renderDocsPage(load(), options.tenants), 200, { "Content-Security-Policy": DOCS_CSP }),
  );
}
