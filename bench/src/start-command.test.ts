import { describe, expect, it } from "vitest";

import { siteStartCommand } from "./start-command.ts";

const env = { PORT: "4123", HOSTNAME: "127.0.0.1" };

describe("siteStartCommand", () => {
  it.each([
    {
      script: "next start -p 3000",
      expected: {
        command: "pnpm",
        args: ["run", "--silent", "start", "--port", "4123", "--hostname", "127.0.0.1"],
      },
    },
    {
      script: "node server.ts",
      expected: { command: "pnpm", args: ["run", "--silent", "start"] },
    },
    {
      script: "NODE_ENV=production node --enable-source-maps server.ts",
      expected: { command: "pnpm", args: ["run", "--silent", "start"] },
    },
    {
      script: undefined,
      expected: {
        command: "/app/node_modules/.bin/next",
        args: ["start", "--port", "4123", "--hostname", "127.0.0.1"],
      },
    },
  ])("starts `$script` on the given port", ({ script, expected }) => {
    expect(siteStartCommand(script, "/app/node_modules/.bin/next", 4123)).toEqual({
      ...expected,
      env,
    });
  });
});
