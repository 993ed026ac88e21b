import { hubVitestConfig } from "./vitest/preset.ts";

export default hubVitestConfig({ coverageThreshold: 95 });
