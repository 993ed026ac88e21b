import { hubVitestConfig } from "@hub/config/vitest";

// Every HTTP test runs real queries on a real database, sometimes beside the browser suites.
export default hubVitestConfig({ timeoutMs: 60_000 });
