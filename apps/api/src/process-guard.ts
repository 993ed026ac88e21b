// The last line of defence: an error that nothing handled is logged, without what a visitor sent,
// and the process exits non-zero, so its supervisor starts a fresh one. Outages the API expects
// (the database or Redis going away) are handled where they happen and never reach this.
import type { Logger } from "pino";
import { describeError } from "./describe-error.ts";

/** The part of `process` the guard uses. */
export type GuardedProcess = {
  on(event: "uncaughtException" | "unhandledRejection", listener: (error: unknown) => void): void;
  exit(code: number): void;
};

/** What each event is logged as. */
export const UNHANDLED_EVENTS = {
  uncaughtException: "uncaught exception: exiting",
  unhandledRejection: "unhandled promise rejection: exiting",
} as const;

export function exitOnUnhandledErrors(target: GuardedProcess, logger: Logger): void {
  for (const [event, message] of Object.entries(UNHANDLED_EVENTS)) {
    target.on(event as keyof typeof UNHANDLED_EVENTS, (error) => {
      // After an uncaught exception the process's state is unknown; a rejection nobody awaited
      // is a bug of the same kind. Neither is worth serving on from.
      logger.fatal({ error: describeError(error) }, message);
      target.exit(1);
    });
  }
}
