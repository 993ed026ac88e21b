// `pnpm --filter @hub/api start`: read the environment, migrate, seed empty tenants, listen, and
// shut down cleanly on SIGINT/SIGTERM.
import pino from "pino";
import { readConfig } from "./config.ts";
import { exitOnUnhandledErrors } from "./process-guard.ts";
import { startServer } from "./server.ts";

// Files this process creates (PGlite's data, the development key) are the owner's alone.
process.umask(0o077);
const config = readConfig(process.env);
const logger = pino({ level: config.logLevel, base: { service: "hub-api" } });
exitOnUnhandledErrors(process, logger);

try {
  const server = await startServer(config, logger);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown timed out");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close().then(
      () => {
        logger.info("stopped");
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ error: String(error) }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => {
    stop("SIGINT");
  });
  process.once("SIGTERM", () => {
    stop("SIGTERM");
  });
} catch (error) {
  logger.fatal(
    { error: error instanceof Error ? error.message : String(error) },
    "failed to start",
  );
  process.exitCode = 1;
}
