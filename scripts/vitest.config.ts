import { hubVitestConfig } from "@hub/config/vitest";

export default hubVitestConfig({ include: ["**/*.test.ts"] });
