// `DELIVERY=smtp`: messages go through the relay at `SMTP_URL` (`smtp://` with STARTTLS when the
// relay offers it, `smtps://` for TLS from the start; credentials in the URL), from `MAIL_FROM`.
// One connection per message: a council's volume is a few a minute at most.
import nodemailer from "nodemailer";
import type { Sender } from "./worker.ts";

/** Bounds on one send, well inside the worker's lease, so a hung relay never holds a row. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

export function createSmtpSender(options: { url: string; from: string }): Sender {
  const transport = nodemailer.createTransport({ url: options.url, ...TIMEOUTS });
  return {
    send: async ({ to, subject, text }) => {
      await transport.sendMail({ from: options.from, to, subject, text });
    },
    close: () => {
      transport.close();
    },
  };
}
