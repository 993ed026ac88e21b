// Forwarding end to end (decision 0081): tenant A is the fixture borough behind the real app,
// served over loopback HTTP; tenant B is imported from it, and its referrals, page feedback and
// sign-ups go to A through the real worker and forwarder. A's own rows, read from its database,
// show each write arrived once: also when a worker that sent one died before recording it, and
// after A was unavailable for a while. On PGlite or PostgreSQL like every HTTP test.
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, pageFeedbacks, referrals, updateRequests } from "../db/schema.ts";
import { REPLAYED_HEADER } from "../http/idempotency.ts";
import { coreV1Source } from "../import/core-v1/read.ts";
import { runImport } from "../import/run.ts";
import { runCommand } from "../test/deliveries-command.ts";
import { fixtureDataset, NOW } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { harnessOf, openTestDatabase, startHarness } from "../test/harness.ts";
import type { FixtureSource } from "../test/import-source.ts";
import { startFixtureSource } from "../test/import-source.ts";
import type { LocalSmtp } from "../test/smtp.ts";
import { startLocalSmtp } from "../test/smtp.ts";
import type { Written } from "../test/visitor-writes.ts";
import { writeFeedback, writeReferral, writeSignUp } from "../test/visitor-writes.ts";
import { answerError, createForwarder, retryAfterMs } from "./forward.ts";
import type { Forwarder } from "./forward.ts";
import { forwardingState } from "./forwarding.ts";
import { createSmtpSender } from "./smtp.ts";
import type { Sender } from "./worker.ts";
import { DEFAULT_POLICY, deliverDue } from "./worker.ts";

const policy = { ...DEFAULT_POLICY, maxAttempts: 3 };
const afterLease = new Date(NOW.getTime() + policy.leaseMs + 1);

let a: Harness;
let source: FixtureSource;
let b: Harness;
let smtp: LocalSmtp;
let forwarder: Forwarder;
let sender: Sender;

beforeAll(async () => {
  a = await startHarness(fixtureDataset(), { rateLimit: 1_000_000 });
  source = await startFixtureSource(a.app);
  smtp = await startLocalSmtp();
  b = harnessOf(await openTestDatabase(), { rateLimit: 1_000_000 }, { mode: "smtp" });
  const importing = coreV1Source(source.base, { retries: 1, minRetryMs: 20, timeoutMs: 5_000 });
  await runImport({ db: b.database.db, tenant: "sutton", source: importing }).finally(() =>
    importing.close(),
  );
  forwarder = createForwarder({ timeoutMs: 5_000 });
  const mail = createSmtpSender({ url: smtp.url, from: "noreply@hub.test" });
  sender = { send: mail.send, forward: forwarder.forward, close: mail.close };
}, 120_000);

afterAll(async () => {
  sender.close();
  await forwarder.close();
  await smtp.down();
  await source.close();
  await b.close();
  await a.close();
});

const TABLES = { referral: referrals, feedback: pageFeedbacks, signUp: updateRequests } as const;

/** How many rows A holds of a kind of write. */
const atSource = async (kind: Written["kind"]): Promise<number> => {
  const [row] = await a.database.db.select({ count: count() }).from(TABLES[kind]);
  return row?.count ?? 0;
};

/** B's forward row of a write. */
const forwardRow = async (write: Written) => {
  const rows = await b.database.db
    .select()
    .from(deliveries)
    .where(eq(deliveries.sourceId, write.id));
  const row = rows.find((candidate) => candidate.channel === "forward");
  if (row === undefined) throw new Error(`no forward row for the ${write.kind}`);
  return row;
};

const WRITES: { kind: Written["kind"]; write: () => Promise<Written> }[] = [
  { kind: "referral", write: () => writeReferral(b, "jane@example.org") },
  { kind: "feedback", write: () => writeFeedback(b, "jane@example.org") },
  { kind: "signUp", write: () => writeSignUp(b, "ada{n}@example.org") },
];

describe("a tenant imported from a live /core/v1", () => {
  it("forwards to that source, and `deliveries status` says so", async () => {
    expect(await forwardingState(b.database.db)).toMatchObject({
      source: source.base,
      enabled: true,
    });
    const { out } = await runCommand(b, ["status"]);
    expect(out).toContain(`forwarding referrals, feedback and sign-ups to ${source.base}: on`);
  });

  it.each(WRITES)(
    "a $kind reaches the source once, though a worker that sent it died before recording it",
    async ({ kind, write }) => {
      const before = await atSource(kind);
      const written = await write();
      const queued = await forwardRow(written);
      expect(queued.state).toBe("pending");
      expect(queued.payload).toEqual(expect.any(String));
      // The first worker POSTs and then hangs, as if killed before it recorded the answer.
      let revive = (): void => undefined;
      const killed = new Promise<void>((resolve) => {
        revive = resolve;
      });
      const dying: Sender = {
        send: sender.send,
        forward: async (message) => {
          await sender.forward?.(message);
          await killed;
        },
        close: () => undefined,
      };
      const first = deliverDue(b.tenant, dying, () => NOW, { policy });
      for (let waited = 0; (await atSource(kind)) === before && waited < 100; waited++) {
        await sleep(50);
      }
      expect(await atSource(kind)).toBe(before + 1);
      // Its lease runs out; another worker claims the row and sends it again with the same key.
      const second = await deliverDue(b.tenant, sender, () => afterLease, { policy });
      expect(second.failed).toBe(0);
      revive();
      await first;
      expect(await atSource(kind)).toBe(before + 1);
      const row = await forwardRow(written);
      expect(row).toMatchObject({ state: "delivered", attempts: 2, payload: null });
    },
  );

  it("sends the password a sign-up needs only to the source, and confirms to the resident", async () => {
    const [referral] = await a.database.db.select().from(referrals);
    expect(referral !== undefined && a.tenant.cipher.decrypt(referral.name)).toBe("Jane Doe");
    const [signUp] = await a.database.db.select().from(updateRequests);
    const stored = JSON.parse(a.tenant.cipher.decrypt(signUp?.data ?? "")) as {
      user: { password: string };
    };
    // The source holds the password hashed by its own API: it was sent, and only there.
    expect(stored.user.password).toMatch(/^scrypt\$/);
    const confirmations = smtp.received.filter((mail) => mail.to.includes("jane@example.org"));
    expect(confirmations.length).toBeGreaterThan(0);
    expect(smtp.received.every((mail) => !mail.text.includes("Secret-pass1"))).toBe(true);
  });

  it.each([{ key: "visitor-key-1" }, { key: undefined }])(
    "sends the body with the visitor's key, or one from the write's id ($key)",
    async ({ key }) => {
      const body = {
        url: "https://hub.example.org/services/debt-advice",
        feedback: `Wrong opening times (${key ?? "no key"}).`,
        name: null,
        email: null,
        phone: null,
      };
      const post = (h: Harness, idempotencyKey: string | undefined) =>
        h.call("/page-feedbacks", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(idempotencyKey === undefined ? {} : { "Idempotency-Key": idempotencyKey }),
          },
          body: JSON.stringify(body),
        });
      const written = await post(b, key);
      expect(written.status).toBe(201);
      expect(await deliverDue(b.tenant, sender, () => NOW, { policy })).toMatchObject({
        delivered: 1,
      });
      // The same request with the same key is one the source has answered already.
      const again = await post(
        a,
        key ?? `hub-${(written.body as { data: { id: string } }).data.id}`,
      );
      expect(again.status).toBe(201);
      expect(again.headers.get(REPLAYED_HEADER)).toBe("true");
    },
  );

  it.each([
    { answer: 503, retryAfter: "120", waitsAtLeastMs: 120_000 },
    { answer: 429, retryAfter: null, waitsAtLeastMs: policy.firstRetryMs },
  ])(
    "retries a source answering $answer, then delivers once it is back",
    async ({ answer, retryAfter, waitsAtLeastMs }) => {
      const written = await writeFeedback(b, null);
      const before = await atSource("feedback");
      source.intercept = (url, response) => {
        if (!url.pathname.endsWith("/page-feedbacks")) return undefined;
        response.writeHead(answer, retryAfter === null ? {} : { "retry-after": retryAfter });
        response.end("{}");
        return "answered";
      };
      try {
        expect(await deliverDue(b.tenant, sender, () => NOW, { policy })).toMatchObject({
          retrying: 1,
        });
      } finally {
        source.intercept = undefined;
      }
      const waiting = await forwardRow(written);
      expect(waiting).toMatchObject({ state: "pending", lastError: `forward ${answer}` });
      expect(waiting.nextAttemptAt.getTime() - NOW.getTime()).toBeGreaterThanOrEqual(
        waitsAtLeastMs,
      );
      const later = () => new Date(waiting.nextAttemptAt.getTime() + 1);
      expect(await deliverDue(b.tenant, sender, later, { policy })).toMatchObject({
        delivered: 1,
      });
      expect(await atSource("feedback")).toBe(before + 1);
    },
  );

  it("fails a write the source refuses, with its status and the fields it named", async () => {
    // The source already has a sign-up waiting from this address; B does not.
    const taken = await writeSignUp(a, "taken@example.org");
    expect(taken.id).toEqual(expect.any(String));
    const written = await writeSignUp(b, "taken@example.org");
    expect(await deliverDue(b.tenant, sender, () => NOW, { policy })).toMatchObject({
      failed: 1,
    });
    expect(await forwardRow(written)).toMatchObject({
      state: "failed",
      attempts: 1,
      lastError: "forward 422 user",
    });
  });

  it("emails the service instead once an operator turns forwarding off", async () => {
    expect((await runCommand(b, ["forwarding", "off"])).out).toContain("forwarding turned off");
    try {
      const written = await writeReferral(b, null);
      const rows = await b.database.db
        .select({ kind: deliveries.kind, channel: deliveries.channel })
        .from(deliveries)
        .where(eq(deliveries.sourceId, written.id));
      expect(rows).toEqual([{ kind: "referral_to_service", channel: "email" }]);
      const { out } = await runCommand(b, ["status"]);
      expect(out).toContain(`${source.base}: off`);
    } finally {
      await runCommand(b, ["forwarding", "on"]);
    }
  });
});

describe("the forwarder", () => {
  it("records a source that refuses the connection by its code", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      closed.close(() => {
        resolve();
      });
    });
    await expect(
      forwarder.forward({
        source: `http://127.0.0.1:${port}/sutton/core/v1`,
        path: "/page-feedbacks",
        key: "k",
        body: {},
        deliveryId: "d",
      }),
    ).rejects.toMatchObject({ failureCode: "forward ECONNREFUSED", permanent: false });
  });

  it.each([
    { status: 201, json: { data: {} }, code: undefined, permanent: undefined },
    { status: 200, json: undefined, code: "forward 200 not_json", permanent: true },
    { status: 408, json: {}, code: "forward 408", permanent: false },
    { status: 500, json: undefined, code: "forward 500", permanent: false },
    { status: 404, json: { message: "Not found" }, code: "forward 404", permanent: true },
    { status: 302, json: undefined, code: "forward 302", permanent: true },
    {
      status: 422,
      json: { errors: { "user.email": ["x"], service_id: ["y"], "bad key!": ["z"], name: ["n"] } },
      code: "forward 422 user service_id",
      permanent: true,
    },
  ])("reads a $status answer as $code", ({ status, json, code, permanent }) => {
    const error = answerError({ status, retryAfter: null, json }, NOW);
    expect(error?.failureCode).toBe(code);
    expect(error?.permanent).toBe(permanent);
  });

  it.each([
    { header: null, ms: undefined },
    { header: "30", ms: 30_000 },
    { header: new Date(NOW.getTime() + 90_000).toUTCString(), ms: 90_000 },
    { header: new Date(NOW.getTime() - 5_000).toUTCString(), ms: 0 },
    { header: "soon", ms: undefined },
  ])("reads Retry-After $header as $ms ms", ({ header, ms }) => {
    expect(retryAfterMs(header, NOW)).toBe(ms);
  });
});
