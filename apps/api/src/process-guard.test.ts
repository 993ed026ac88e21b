// The guard main.ts installs: an error nothing handled is logged as one JSON line, without the
// query parameters drizzle puts in its messages, and the process exits 1 for its supervisor.
import { EventEmitter } from "node:events";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { UNHANDLED_EVENTS, exitOnUnhandledErrors } from "./process-guard.ts";

const failedQuery = new Error(
  "Failed query: insert into referrals values ($1)\nparams: Ada Lovelace",
  {
    cause: Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    }),
  },
);

describe("exitOnUnhandledErrors", () => {
  it.each(Object.entries(UNHANDLED_EVENTS))(
    "on %s logs '%s' safely and exits 1",
    (event, message) => {
      const lines: string[] = [];
      const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
      const emitter = new EventEmitter();
      const exits: number[] = [];
      exitOnUnhandledErrors(
        {
          on: (name, listener) => emitter.on(name, listener),
          exit: (code) => exits.push(code),
        },
        logger,
      );
      emitter.emit(event, failedQuery);
      expect(exits).toEqual([1]);
      expect(lines).toHaveLength(1);
      const logged = JSON.parse(lines[0] ?? "{}") as { level: number; msg: string; error: unknown };
      expect(logged).toMatchObject({
        level: 60,
        msg: message,
        error: {
          message: "Failed query: insert into referrals values ($1)",
          cause: { message: "terminating connection due to administrator command" },
        },
      });
      expect(lines[0]).not.toContain("Ada Lovelace");
    },
  );

  it("logs what was thrown when it is not an Error", () => {
    const lines: string[] = [];
    const emitter = new EventEmitter();
    exitOnUnhandledErrors(
      { on: (name, listener) => emitter.on(name, listener), exit: () => undefined },
      pino({ level: "info" }, { write: (line: string) => lines.push(line) }),
    );
    emitter.emit("unhandledRejection", "Ada Lovelace");
    expect(lines[0]).toContain('"error":{"type":"string"}');
    expect(lines[0]).not.toContain("Ada Lovelace");
  });
});
