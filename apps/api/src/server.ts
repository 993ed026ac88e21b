// Starts the whole server: open (and migrate) each tenant's database, seed the empty ones,
// build the app and listen. `main.ts` wires this to the process.
import type { AddressInfo } from "node:net";
import { reconnectDelayMs } from "@hub/config/redis";
import { serve } from "@hono/node-server";
import type { Logger } from "pino";
import { Redis } from "ioredis";
import { createApp } from "./app.ts";
import type { DeliveryConfig, ServerConfig } from "./config.ts";
import { sendsTexts } from "./config.ts";
import { createFieldCipher, loadEncryptionKeys } from "./db/crypto.ts";
import { openTenantDatabase } from "./db/database.ts";
import { checkStoredKeys, encryptFormerlyPlain } from "./db/key-rotation.ts";
import { vacuumTenant } from "./db/maintenance.ts";
import type { Database } from "./db/database.ts";
import { parseTrustedProxies } from "./http/client-address.ts";
import type { Tenant } from "./http/env.ts";
import { createRateLimitStore } from "./http/rate-limit.ts";
import { refreshAllSearch } from "./db/search-index.ts";
import { seedTenant } from "./seed/run.ts";
import { isEmpty } from "./import/write.ts";
import type { DeliveryLoop } from "./delivery/loop.ts";
import { startDeliveryLoop } from "./delivery/loop.ts";
import { createForwarder } from "./delivery/forward.ts";
import { forwardingState } from "./delivery/forwarding.ts";
import { createNotifySender } from "./delivery/notify.ts";
import { createSmtpSender } from "./delivery/smtp.ts";
import { deliveryStatus } from "./delivery/status.ts";
import type { Sender } from "./delivery/worker.ts";
import { DEFAULT_POLICY } from "./delivery/worker.ts";

export type RunningServer = {
  port: number;
  databases: Database[];
  close: () => Promise<void>;
};

export async function startServer(config: ServerConfig, logger: Logger): Promise<RunningServer> {
  const started = performance.now();
  const { keys, source } = await loadEncryptionKeys({
    envKeys: config.encryptionKeys,
    envKey: config.encryptionKey,
    dataDir: config.dataDir,
  });
  if (source !== "env") {
    logger.warn({ source }, "API_ENCRYPTION_KEYS is not set; using a development key");
  }
  const cipher = createFieldCipher(keys);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const databases: Database[] = [];
  // Tenants open side by side: each PGlite instance is single-threaded, and initdb plus seeding
  // of a new one is CPU-bound.
  const opened = await Promise.allSettled(
    config.tenants.map(async ({ slug, siteUrl, feedbackEmail, signUpEmail }): Promise<Tenant> => {
      const opening = performance.now();
      const database = await openTenantDatabase(config, slug, { logger });
      databases.push(database);
      logger.info(
        {
          tenant: slug,
          kind: database.kind,
          location: database.location,
          migrations: database.migrationsApplied,
          ms: Math.round(performance.now() - opening),
        },
        "database ready",
      );
      const encrypted = await encryptFormerlyPlain(database.db, cipher);
      if (encrypted > 0) {
        logger.info({ tenant: slug, values: encrypted }, "encrypted formerly plain free text");
      }
      await checkStoredKeys(database.db, cipher, slug);
      const empty = await isEmpty(database.db);
      if (!empty && database.migrationsApplied > 0) {
        // A migration may change what the search index holds; rebuild it from the rows.
        const indexing = performance.now();
        await refreshAllSearch(database.db);
        await vacuumTenant(database.db);
        logger.info(
          { tenant: slug, ms: Math.round(performance.now() - indexing) },
          "rebuilt the search index after migrating",
        );
      }
      if (config.seed !== "off" && empty) {
        const seeding = performance.now();
        const summary = await seedTenant(database.db, slug, {
          content: config.seed === "hostile" ? "hostile" : "standard",
        });
        logger.info(
          { tenant: slug, ms: Math.round(performance.now() - seeding), rows: summary },
          "seeded an empty database",
        );
      }
      const delivery = {
        mode: config.delivery.sender.kind,
        texts: sendsTexts(config.delivery.sender),
        feedbackTo: feedbackEmail,
        signUpsTo: signUpEmail,
      };
      return { slug, db: database.db, cipher, siteUrl, delivery };
    }),
  );
  const failure = opened.find((result) => result.status === "rejected");
  if (failure) {
    await Promise.allSettled(databases.map((database) => database.close()));
    redis?.disconnect();
    throw failure.reason;
  }
  const tenants = opened.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  // Close in the configured order too.
  databases.sort(
    (a, b) =>
      config.tenants.findIndex((tenant) => tenant.slug === a.tenant) -
      config.tenants.findIndex((tenant) => tenant.slug === b.tenant),
  );

  const rateLimitStore = createRateLimitStore({ limit: config.rateLimit, redis, logger });
  logger.info({ store: rateLimitStore.kind }, "rate limits");
  const app = createApp({
    tenants,
    logger,
    rateLimit: config.rateLimit,
    bodyLimit: config.bodyLimit,
    publicUrl: config.publicUrl,
    trustedProxies: parseTrustedProxies(config.trustedProxies),
    rateLimitStore,
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  const delivery = await startDelivery(config, tenants, logger);
  logger.info(
    {
      port,
      tenants: tenants.map((tenant) => tenant.slug),
      ms: Math.round(performance.now() - started),
    },
    "listening",
  );
  return {
    port,
    databases,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        if ("closeIdleConnections" in server) server.closeIdleConnections();
      });
      await delivery.stop();
      await Promise.allSettled(databases.map((database) => database.close()));
      redis?.disconnect();
    },
  };
}

/** The configured mail sender (decisions 0066, 0070); none with `DELIVERY=off`. */
function createMailSender(sender: DeliveryConfig["sender"]): Sender | undefined {
  switch (sender.kind) {
    case "off":
      return undefined;
    case "smtp":
      return createSmtpSender(sender);
    case "notify":
      return createNotifySender(sender);
  }
}

/** The mail sender, which also forwards to a tenant's `/core/v1` source (decision 0081). */
function createSender(sender: DeliveryConfig["sender"]): Sender | undefined {
  const mail = createMailSender(sender);
  if (mail === undefined) return undefined;
  const forwarder = createForwarder();
  return {
    send: mail.send,
    forward: forwarder.forward,
    close: () => {
      mail.close();
      void forwarder.close();
    },
  };
}

/**
 * Reports what each tenant's outbox holds and starts the loop that sends it when a sender is
 * configured (decision 0066) and erases what is past retention whatever `DELIVERY` is (decision
 * 0068). With `DELIVERY=off` messages are held, and the log says so.
 */
async function startDelivery(
  config: ServerConfig,
  tenants: readonly Tenant[],
  logger: Logger,
): Promise<DeliveryLoop> {
  const { sender, intervalMs, maxAttempts } = config.delivery;
  for (const tenant of tenants) {
    const { counts } = await deliveryStatus(tenant.db);
    const forwarding = await forwardingState(tenant.db);
    if (forwarding !== undefined) {
      logger.info(
        { tenant: tenant.slug, source: forwarding.source, enabled: forwarding.enabled },
        "forwarding referrals, feedback and sign-ups to the imported /core/v1",
      );
    }
    if (sender.kind === "off") {
      logger.warn(
        { tenant: tenant.slug, held: counts.held },
        "DELIVERY is off: referrals, feedback and sign-ups are stored and their messages held, not sent",
      );
    } else {
      logger.info(
        { tenant: tenant.slug, sender: sender.kind, texts: sendsTexts(sender), ...counts },
        "deliveries",
      );
    }
  }
  const active = createSender(sender);
  const loop = startDeliveryLoop({
    tenants,
    sender: active,
    logger,
    intervalMs,
    policy: { ...DEFAULT_POLICY, maxAttempts },
    retention: { months: config.retentionMonths },
  });
  return {
    stop: async () => {
      await loop.stop();
      active?.close();
    },
  };
}

/**
 * How long a rate-limit count may wait for Redis before the process counts in memory instead:
 * a Redis that hangs (paused, swapping) must not hold every request (decision 0050).
 */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * A client for the shared rate limits. Start-up fails when Redis cannot be reached, so a wrong
 * REDIS_URL is found at once; later outages fall back to per-process limits (see rate-limit.ts).
 * No offline queue: while disconnected, a count fails at once instead of waiting.
 */
async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Back within half a second of Redis's return, counting visitors with the others again.
    retryStrategy: reconnectDelayMs,
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `REDIS_URL is set but Redis cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return redis;
}
