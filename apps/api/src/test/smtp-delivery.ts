// The set-up the worker's tests against a real relay share: a tenant delivering by SMTP, the
// fixture's data, a local SMTP server and the sender the worker uses, started before the file's
// tests and stopped after them.
import type { Logger } from "pino";
import { afterAll, beforeAll } from "vitest";
import { createSmtpSender } from "../delivery/smtp.ts";
import type { Sender } from "../delivery/worker.ts";
import { fixtureDataset } from "./fixture.ts";
import type { Harness } from "./harness.ts";
import { startHarness } from "./harness.ts";
import type { LocalSmtp } from "./smtp.ts";
import { startLocalSmtp } from "./smtp.ts";

export type SmtpDelivery = {
  readonly h: Harness;
  readonly smtp: LocalSmtp;
  readonly sender: Sender;
};

/** Registers the file's `beforeAll`/`afterAll`; the parts are there once the tests run. */
export function useSmtpDelivery(logger: Logger): SmtpDelivery {
  let parts: SmtpDelivery | undefined;
  beforeAll(async () => {
    const smtp = await startLocalSmtp();
    const sender = createSmtpSender({ url: smtp.url, from: "noreply@hub.test" });
    const h = await startHarness(fixtureDataset(), { logger }, { mode: "smtp" });
    parts = { h, smtp, sender };
  }, 60_000);
  afterAll(async () => {
    if (parts === undefined) return;
    parts.sender.close();
    await parts.smtp.down();
    await parts.h.close();
  });
  const started = (): SmtpDelivery => {
    if (parts === undefined) throw new Error("useSmtpDelivery's parts are used before beforeAll");
    return parts;
  };
  return {
    get h() {
      return started().h;
    },
    get smtp() {
      return started().smtp;
    },
    get sender() {
      return started().sender;
    },
  };
}
