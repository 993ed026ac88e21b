// A real SMTP server on a free loopback port (the `smtp-server` package), for the delivery tests:
// it keeps every message it accepts, and can go down and come back on the same port, or hold its
// answers (a relay that stalls) until released.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** Envelope recipients. */
  to: string[];
  subject: string;
  /** The text body, decoded. */
  text: string;
  /** The whole message as it arrived, headers included. */
  raw: string;
  /** Its `Message-ID` header: a reader's mail program shows one message per id. */
  messageId: string;
};

/**
 * Where a held relay stalls: before answering a recipient (it has nothing yet), or after the whole
 * message has arrived, before answering that it took it (it has the message; the sender cannot
 * know).
 */
export type HoldPoint = "recipient" | "accepted";

export type LocalSmtp = {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for the SMTP sender. */
  url: string;
  received: ReceivedMail[];
  /** Stops listening (connections are refused) until `up()`. */
  down: () => Promise<void>;
  up: () => Promise<void>;
  /** From now on every session stalls at `point` until `release()`. */
  hold: (point: HoldPoint) => void;
  /** How many sessions are stalled now. */
  readonly stalled: number;
  /** Answers the stalled sessions and stops holding. */
  release: () => void;
};

/** The messages a reader sees: copies with one `Message-ID` are one message. */
export const distinctMessages = (mails: readonly ReceivedMail[]): ReceivedMail[] => [
  ...new Map(mails.map((mail) => [mail.messageId, mail])).values(),
];

/** Quoted-printable or base64 bodies (nodemailer's choices) as text. */
function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const header = (name: string): string =>
    new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const body = raw.slice(split + 4);
  return {
    to,
    subject: header("Subject"),
    text: decodeBody(body, header("Content-Transfer-Encoding").toLowerCase()).replace(
      /\r\n/g,
      "\n",
    ),
    raw,
    messageId: header("Message-ID"),
  };
}

type Holding = { point: HoldPoint | undefined; stalled: (() => void)[] };

/** Answers now, or once released when the relay holds at `point`. */
function answer(holding: Holding, point: HoldPoint, callback: () => void): void {
  if (holding.point === point) holding.stalled.push(callback);
  else callback();
}

function smtpServer(received: ReceivedMail[], holding: Holding): SMTPServer {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      answer(holding, "recipient", () => {
        callback();
      });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        received.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
        answer(holding, "accepted", () => {
          callback();
        });
      });
    },
  });
  // A sender killed mid-session resets its connection: that session ends, the relay lives on.
  server.on("error", () => undefined);
  return server;
}

async function listen(server: SMTPServer, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      resolve();
    });
  });
  return (server.server.address() as AddressInfo).port;
}

export async function startLocalSmtp(): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const holding: Holding = { point: undefined, stalled: [] };
  let server: SMTPServer | undefined = smtpServer(received, holding);
  const port = await listen(server, 0);
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    down: async () => {
      const closing = server;
      server = undefined;
      if (closing !== undefined) {
        await new Promise<void>((resolve) => {
          closing.close(resolve);
        });
      }
    },
    up: async () => {
      if (server !== undefined) return;
      server = smtpServer(received, holding);
      await listen(server, port);
    },
    hold: (point) => {
      holding.point = point;
    },
    get stalled() {
      return holding.stalled.length;
    },
    release: () => {
      holding.point = undefined;
      for (const callback of holding.stalled.splice(0)) callback();
    },
  };
}
