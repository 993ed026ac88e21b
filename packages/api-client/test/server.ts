// A real HTTP server on an ephemeral port that records every request and answers from a handler.
import { createServer } from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  /** Path without the query, e.g. `/core/v1/services`. */
  path: string;
  /** The raw query string without `?`. */
  search: string;
  /** Decoded query parameters. */
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, or undefined. */
  body: unknown;
};

export type Reply = {
  status?: number;
  /** Sent as JSON unless `raw` is given. */
  body?: unknown;
  raw?: string;
  contentType?: string;
  /** Extra response headers, e.g. `Retry-After`. */
  headers?: Record<string, string>;
  /** Never answer (for timeouts); the connection is dropped on close. */
  hang?: boolean;
  /** Destroy the socket without answering (network failure). */
  destroy?: boolean;
};

export type TestServer = {
  /** `http://127.0.0.1:<port>/core/v1`. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** How many unanswered (`hang`) requests the client has given up on and closed. */
  abandoned(): number;
  reply(handler: (request: RecordedRequest) => Reply): void;
  close(): Promise<void>;
};

export async function startServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let abandoned = 0;
  let handler: (request: RecordedRequest) => Reply = () => ({ status: 404, body: { message: "" } });
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const url = new URL(incoming.url ?? "/", "http://localhost");
      const text = Buffer.concat(chunks).toString("utf8");
      const request: RecordedRequest = {
        method: incoming.method ?? "GET",
        path: url.pathname,
        search: url.search.replace(/^\?/, ""),
        query: Object.fromEntries(url.searchParams),
        headers: incoming.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(request);
      const reply = handler(request);
      if (reply.hang) {
        outgoing.on("close", () => {
          abandoned += 1;
        });
        return;
      }
      if (reply.destroy) {
        incoming.socket.destroy();
        return;
      }
      const payload = reply.raw ?? (reply.body === undefined ? "" : JSON.stringify(reply.body));
      outgoing.writeHead(reply.status ?? 200, {
        "content-type": reply.contentType ?? "application/json",
        ...reply.headers,
      });
      outgoing.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/core/v1`,
    requests,
    abandoned: () => abandoned,
    reply(next) {
      handler = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      });
    },
  };
}
