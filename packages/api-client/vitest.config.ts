import { hubVitestConfig } from "@hub/config/vitest";

export default hubVitestConfig({ coverageThreshold: 90 });
