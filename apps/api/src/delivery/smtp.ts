// `DELIVERY=smtp`: messages go through the relay at `SMTP_URL` (`smtp://` with STARTTLS when the
// relay offers it, `smtps://` for TLS from the start; credentials in the URL), from `MAIL_FROM`.
// A small pool of connections, each kept for many messages, so a burst (a thousand referrals in a
// minute) is not a connection and a greeting per message. Email only: a text
// message is never enqueued for SMTP (decision 0075); one left from another setting fails here.
// Each message's Message-ID is its delivery row's id (decision 0080): a message sent again after
// a crash between the relay taking it and the row's update is the same message to its reader.
import nodemailer from "nodemailer";
import type { Sender } from "./worker.ts";

/** Bounds on one send, well inside the worker's lease, so a hung relay never holds a row. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/** Connections open to the relay at once, and messages each sends before it is renewed. */
const POOL = { pool: true, maxConnections: 4, maxMessages: 100 } as const;

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

/** `<delivery id@the sender's domain>`: one id per message owed, whichever attempt sends it. */
function messageIdOf(deliveryId: string, from: string): string {
  const domain = /@([^\s@>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${deliveryId}@${domain}>`;
}

export function createSmtpSender(options: { url: string; from: string }): Sender {
  const transport = nodemailer.createTransport({ url: options.url, ...TIMEOUTS, ...POOL });
  return {
    send: async (message) => {
      if (message.channel === "sms") throw new CannotText();
      const { to, subject, text, deliveryId } = message;
      const messageId = messageIdOf(deliveryId, options.from);
      await transport.sendMail({ from: options.from, to, subject, text, messageId });
    },
    close: () => {
      transport.close();
    },
  };
}
