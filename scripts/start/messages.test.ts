import { describe, expect, it } from "vitest";

import type { BuildState, SiteBuild } from "./messages.ts";
import {
  buildAnnouncement,
  buildOutcome,
  buildState,
  busyPortsText,
  durationText,
  portFrom,
  readyText,
} from "./messages.ts";

const sites = (sutton: BuildState, bexley: BuildState): SiteBuild[] => [
  { name: "Sutton Information Hub", state: sutton },
  { name: "Connected Bexley", state: bexley },
];

describe("buildState", () => {
  it.each([
    ["HIT", true, "reuse"],
    ["HIT", false, "reuse"],
    ["MISS", false, "first"],
    ["MISS", true, "rebuild"],
    [undefined, false, "first"],
    [undefined, true, "rebuild"],
  ] as const)("turbo %s, a build on disk %s: %s", (status, hasBuild, state) => {
    expect(buildState(status, hasBuild)).toBe(state);
  });
});

describe("buildAnnouncement", () => {
  it.each([
    [
      "reuse",
      "reuse",
      "Reusing the last build of Sutton Information Hub and Connected Bexley: nothing changed since it was made.",
    ],
    [
      "first",
      "first",
      "Building Sutton Information Hub and Connected Bexley for the first time. A first build takes about four minutes on a laptop, longer on a busy machine. Next's progress follows.",
    ],
    [
      "rebuild",
      "rebuild",
      "Rebuilding Sutton Information Hub and Connected Bexley, whose code changed since the last build. A rebuild takes a few minutes. Next's progress follows.",
    ],
    [
      "reuse",
      "rebuild",
      "Rebuilding Connected Bexley, whose code changed since the last build; reusing the build of Sutton Information Hub. A rebuild takes a few minutes. Next's progress follows.",
    ],
    [
      "first",
      "rebuild",
      "Building Sutton Information Hub for the first time; rebuilding Connected Bexley, whose code changed since the last build. A first build takes about four minutes on a laptop, longer on a busy machine. Next's progress follows.",
    ],
  ] as const)("Sutton %s, Bexley %s", (sutton, bexley, text) => {
    expect(buildAnnouncement(sites(sutton, bexley))).toBe(text);
  });

  it("lists three sites with commas", () => {
    expect(
      buildAnnouncement([...sites("first", "first"), { name: "Third", state: "first" }]),
    ).toMatch(/^Building Sutton Information Hub, Connected Bexley and Third for the first time\./);
  });
});

describe("durationText", () => {
  it.each([
    [400, "0 s"],
    [45_000, "45 s"],
    [60_000, "1 min 0 s"],
    [192_400, "3 min 12 s"],
  ])("%d ms is %s", (milliseconds, text) => {
    expect(durationText(milliseconds)).toBe(text);
  });
});

describe("buildOutcome", () => {
  it.each([
    ["reuse", 0, "Build reused (2 s). Starting the API and the sites…"],
    ["first", 0, "Built in 4 min 5 s. Starting the API and the sites…"],
    ["rebuild", 0, "Built in 4 min 5 s. Starting the API and the sites…"],
    ["first", 1, "The build failed after 4 min 5 s (its output is above); nothing was started."],
    ["reuse", null, "The build failed after 2 s (its output is above); nothing was started."],
  ] as const)("%s, exit status %s", (state, status, text) => {
    const milliseconds = state === "reuse" ? 2_000 : 245_000;
    expect(buildOutcome(sites(state, state), status, milliseconds)).toBe(text);
  });
});

describe("readyText", () => {
  const servers = [
    { name: "API", url: "http://localhost:4000/{sutton,bexley}/core/v1" },
    { name: "Sutton Information Hub", url: "http://localhost:3000" },
  ];

  it("lists every address once all answer", () => {
    expect(readyText(servers, [true, true]).split("\n")).toEqual([
      "",
      "Ready. Open these addresses (Ctrl-C stops everything):",
      "  API                     http://localhost:4000/{sutton,bexley}/core/v1",
      "  Sutton Information Hub  http://localhost:3000",
      "",
    ]);
  });

  it("marks a server that does not answer", () => {
    const lines = readyText(servers, [true, false]).split("\n");
    expect(lines[1]).toBe("Not everything answers yet (see the output above):");
    expect(lines[3]).toBe("  Sutton Information Hub  http://localhost:3000  (not answering)");
  });
});

describe("portFrom", () => {
  it.each([
    [undefined, 3000],
    ["", 3000],
    ["3100", 3100],
  ])("%j gives %d", (value, port) => {
    expect(portFrom("PORT_SUTTON", value, 3000)).toBe(port);
  });

  it.each(["abc", "0", "70000", "30.5"])("refuses %j, naming the variable", (value) => {
    expect(() => portFrom("PORT_SUTTON", value, 3000)).toThrow(
      `PORT_SUTTON must be a port number from 1 to 65535, not "${value}".`,
    );
  });
});

describe("busyPortsText", () => {
  it("names each busy port and the variables that move them", () => {
    expect(
      busyPortsText([
        { name: "the API", port: 4000, variable: "PORT" },
        { name: "Connected Bexley", port: 3001, variable: "PORT_BEXLEY" },
      ]).split("\n"),
    ).toEqual([
      "Port 4000 (the API) is in use by another program, perhaps another pnpm start.",
      "Port 3001 (Connected Bexley) is in use by another program, perhaps another pnpm start.",
      "Stop it, or choose other ports, e.g. PORT=4100 PORT_BEXLEY=3101 pnpm start",
    ]);
  });
});
