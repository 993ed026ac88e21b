// The delivery part's mail relay: a real SMTP server (the `smtp-server` package) on a free
// loopback port in the bench's own process, keeping of each message only its recipient and the
// words of its body that could be a referral's reference (delivery-tally.ts).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

import { bodyText, referenceWords } from "./delivery-tally.ts";
import type { ArrivedMessage } from "./delivery-tally.ts";

export type CountingSmtp = {
  /** `smtp://127.0.0.1:<port>`, the API's `SMTP_URL`. */
  url: string;
  arrived: ArrivedMessage[];
  close: () => Promise<void>;
};

export async function startCountingSmtp(): Promise<CountingSmtp> {
  const arrived: ArrivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(",");
        const words = referenceWords(bodyText(Buffer.concat(chunks).toString("utf8")));
        arrived.push({ to, words });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrived,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(resolve);
      }),
  };
}
