// Shared Vitest settings: v8 coverage written to ./coverage.
import { defineConfig, type ViteUserConfig } from "vitest/config";

export type HubVitestOptions = {
  /** Minimum line, statement and function coverage in percent. */
  coverageThreshold?: number;
  include?: string[];
  environment?: "node" | "jsdom" | "happy-dom";
  /** Per test and per hook, for suites doing real I/O on a busy 2-core CI machine; default 5 s. */
  timeoutMs?: number;
};

export function hubVitestConfig(options: HubVitestOptions = {}): ViteUserConfig {
  const threshold = options.coverageThreshold ?? 0;
  return defineConfig({
    test: {
      include: options.include ?? ["src/**/*.test.ts", "src/**/*.test.tsx"],
      environment: options.environment ?? "node",
      ...(options.timeoutMs === undefined
        ? {}
        : { testTimeout: options.timeoutMs, hookTimeout: options.timeoutMs }),
      coverage: {
        provider: "v8",
        include: ["src/**/*.{ts,tsx}"],
        exclude: ["src/**/*.test.{ts,tsx}", "src/**/*.stories.tsx", "src/**/index.ts"],
        reporter: ["text-summary", "json-summary"],
        thresholds: { lines: threshold, statements: threshold, functions: threshold },
      },
    },
  });
}
