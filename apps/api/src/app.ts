// The HTTP application: one process, several tenants, each with its own database, under
// `/{tenant}/core/v1`, plus its Open Referral UK feed `/{tenant}/oruk`, `/{tenant}/sitemap` and
// `/health`.
import { Hono } from "hono";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import pino from "pino";
import type { Logger } from "pino";
import { sql } from "drizzle-orm";
import type { AppEnv, Tenant } from "./http/env.ts";
import { checkJsonBody } from "./http/body.ts";
import { describeError } from "./describe-error.ts";
import { DATABASE_RETRY_AFTER_SECONDS, whyDatabaseUnavailable } from "./db/unavailable.ts";
import { HttpError, serviceUnavailable } from "./http/errors.ts";
import type { TrustProxy } from "./http/client-address.ts";
import {
  clientAddress,
  DEFAULT_TRUSTED_PROXIES,
  parseTrustedProxies,
  remoteAddressOf,
} from "./http/client-address.ts";
import { createRateLimitStore, rateLimit } from "./http/rate-limit.ts";
import { DEFAULT_BODY_LIMIT, DEFAULT_RATE_LIMIT } from "./config.ts";
import type { RateLimitStore } from "./http/rate-limit.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { registerAuthenticatedRoutes } from "./routes/authenticated.ts";
import { coreRouteModules } from "./routes/index.ts";
import type { RouteModule } from "./routes/index.ts";
import { registerDocs } from "./routes/docs.ts";
import { registerSitemap } from "./routes/sitemap.ts";
import { registerOrukRoutes } from "./oruk/routes.ts";

export type AppOptions = {
  tenants: readonly Tenant[];
  logger?: Logger;
  /** Requests per minute per client on `/core/v1` (upstream default 300). */
  rateLimit?: number;
  /** Largest accepted request body in bytes; larger ones get 413. */
  bodyLimit?: number;
  /** Origin (and optional path) the API is reached at, e.g. `https://api.example.org`. */
  publicUrl?: string | undefined;
  /** Which peers' `X-Forwarded-For` entries are believed (default: loopback). */
  trustedProxies?: TrustProxy;
  /** Where request counts live (default: this process's memory). */
  rateLimitStore?: RateLimitStore;
  /** The clock requests see; tests pin it. */
  clock?: () => Date;
  /** Route modules mounted under each tenant's `/core/v1`, in order (default: all of them). */
  routes?: readonly RouteModule[];
};

export function createApp(options: AppOptions): Hono<AppEnv> {
  const logger = options.logger ?? pino({ level: "silent" });
  const clock = options.clock ?? (() => new Date());
  // Not strict: `/services/` is `/services`, as Laravel trims trailing slashes.
  const app = new Hono<AppEnv>({ strict: false });
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const limiter = rateLimit({
    limit,
    store: options.rateLimitStore ?? createRateLimitStore({ limit }),
  });
  const trust = options.trustedProxies ?? parseTrustedProxies(DEFAULT_TRUSTED_PROXIES);
  const corsPolicy = cors({
    origin: "*",
    allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    exposeHeaders: [
      "Content-Disposition",
      "Idempotent-Replayed",
      "Retry-After",
      "X-RateLimit-Limit",
      "X-RateLimit-Remaining",
      "X-RateLimit-Reset",
    ],
  });
  const feedCors = cors({
    origin: "*",
    allowMethods: ["GET", "HEAD", "OPTIONS"],
    exposeHeaders: [
      "Retry-After",
      "X-RateLimit-Limit",
      "X-RateLimit-Remaining",
      "X-RateLimit-Reset",
    ],
  });
  const sizeLimit = bodyLimit({
    maxSize: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    // The unread rest of the body is drained briefly, then the socket dropped: `Connection: close`
    // stops the client from sending its next request down that socket.
    onError: () => {
      throw new HttpError(413, "The request body is too large.", {
        headers: { connection: "close" },
      });
    },
  });

  app.use("*", requestLog(logger), securityHeaders(), async (c, next) => {
    c.set(
      "clientAddress",
      clientAddress(
        { remoteAddress: remoteAddressOf(c.env), header: (name) => c.req.header(name) },
        trust,
      ),
    );
    await next();
  });
  app.onError((error, c) => errorResponse(error, c, logger));
  app.notFound((c) =>
    c.json({ message: `The route ${c.req.path.replace(/^\//, "")} could not be found.` }, 404),
  );

  app.get("/health", async (c) => {
    const tenants = await Promise.all(
      options.tenants.map(async (tenant) => {
        await tenant.db.execute(sql`select 1`);
        return tenant.slug;
      }),
    );
    return c.json({ status: "ok", tenants });
  });

  registerDocs(app, {
    tenants: options.tenants.map((tenant) => tenant.slug),
    modules: options.routes ?? coreRouteModules,
  });

  for (const tenant of options.tenants) {
    const requestContext = async (c: Context<AppEnv>, next: () => Promise<void>) => {
      const origin = options.publicUrl?.replace(/\/$/, "") ?? new URL(c.req.url).origin;
      c.set("tenant", tenant);
      c.set("logger", logger);
      c.set("apiBase", `${origin}/${tenant.slug}/core/v1`);
      c.set("now", clock());
      await next();
    };
    const core = new Hono<AppEnv>();
    core.onError((error, c) => errorResponse(error, c, logger));
    core.use(
      "*",
      corsPolicy,
      limiter,
      sizeLimit,
      noNullBytes,
      jsonBodiesOnly,
      checkJsonBody,
      requestContext,
    );
    for (const register of options.routes ?? coreRouteModules) register(core);
    registerAuthenticatedRoutes(core);
    app.route(`/${tenant.slug}/core/v1`, core);

    // The Open Referral UK feed: read-only, open to any origin (decision 0064).
    const feed = new Hono<AppEnv>();
    feed.onError((error, c) => errorResponse(error, c, logger));
    feed.use("*", feedCors, limiter, noNullBytes, requestContext);
    registerOrukRoutes(feed);
    app.route(`/${tenant.slug}/oruk`, feed);

    const site = new Hono<AppEnv>();
    site.use("*", async (c, next) => {
      c.set("tenant", tenant);
      c.set("logger", logger);
      c.set("now", clock());
      await next();
    });
    registerSitemap(site, { publicUrl: options.publicUrl });
    app.route(`/${tenant.slug}`, site);
  }
  return app;
}

/** PostgreSQL text cannot hold NUL, so a `%00` in an id, slug or filter would fail the query. */
async function noNullBytes(c: Context<AppEnv>, next: () => Promise<void>) {
  if (/%00/i.test(c.req.url)) {
    throw new HttpError(400, "The address contains a null character (%00).");
  }
  await next();
}

/**
 * Bodies are JSON: anything else (a form, plain text) would be read as an empty object and
 * answered with a confusing 422, so it is refused with 415. Bodiless POSTs stay allowed.
 */
async function jsonBodiesOnly(c: Context<AppEnv>, next: () => Promise<void>) {
  const hasBody =
    c.req.header("transfer-encoding") !== undefined ||
    Number(c.req.header("content-length") ?? 0) > 0;
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (hasBody && type !== "application/json" && !type.endsWith("+json")) {
    throw new HttpError(415, "The request body must be JSON (Content-Type: application/json).");
  }
  await next();
}

/** One structured line per request: no bodies, no query strings, no addresses. */
function requestLog(logger: Logger) {
  return async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}

function errorResponse(error: Error, c: Context<AppEnv>, logger: Logger): Response {
  const unavailable = error instanceof HttpError ? undefined : whyDatabaseUnavailable(error);
  if (unavailable !== undefined) {
    // The database is restarting or out of reach: the client may try again shortly.
    logger.warn({ reason: unavailable, path: c.req.path }, "database unavailable");
    return errorResponse(serviceUnavailable(DATABASE_RETRY_AFTER_SECONDS), c, logger);
  }
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(error.toBody(), error.status as 400);
  }
  logger.error({ error: describeError(error), path: c.req.path }, "unhandled error");
  return c.json({ message: "Server Error" }, 500);
}
