import { hubVitestConfig } from "./src/vitest.ts";

export default hubVitestConfig({ coverageThreshold: 95 });
