// A test's own HTTP server on loopback, on a port the system chooses.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Starts `server` on a free loopback port and gives its origin. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
}

/** Stops `server`, dropping the connections clients keep alive. */
export function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  server.closeAllConnections();
  return closed;
}
