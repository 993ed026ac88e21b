// `DELIVERY=smtp`: messages go through the relay at `SMTP_URL` (`smtp://` with STARTTLS when the
// relay offers it, `smtps://` for TLS from the start; credentials in the URL), from `MAIL_FROM`.
// One connection per message: a council's volume is a few a minute at most. Email only: a text
// message is never enqueued for SMTP (decision 0075); one left from another setting fails here.
import nodemailer from "nodemailer";
import type { Sender } from "./worker.ts";

/** Bounds on one send, well inside the worker's lease, so a hung relay never holds a row. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/** A text message due while delivery is SMTP (it was enqueued with `DELIVERY=notify`). */
class CannotText extends Error {
  override name = "CannotText";
  readonly failureCode = "smtp cannot_text";
  readonly hint =
    "A text message is due but DELIVERY=smtp sends email only: set DELIVERY=notify with NOTIFY_SMS_TEMPLATE_ID, then run `deliveries retry`.";

  constructor() {
    super("smtp cannot_text");
  }
}

export function createSmtpSender(options: { url: string; from: string }): Sender {
  const transport = nodemailer.createTransport({ url: options.url, ...TIMEOUTS });
  return {
    send: async (message) => {
      if (message.channel === "sms") throw new CannotText();
      const { to, subject, text } = message;
      await transport.sendMail({ from: options.from, to, subject, text });
    },
    close: () => {
      transport.close();
    },
  };
}
