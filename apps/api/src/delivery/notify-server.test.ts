// `DELIVERY=notify` from the settings to Notify (decision 0070): the real server, started from its
// environment, sends a page feedback posted over HTTP through a local stand-in of Notify without
// being asked, with the configured template, and its log never holds the key.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { readConfig } from "../config.ts";
import type { RunningServer } from "../server.ts";
import { startServer } from "../server.ts";
import type { LocalNotify } from "../test/notify.ts";
import { startLocalNotify } from "../test/notify.ts";

const FEEDBACK_TO = "hub-team@council.example";
const lines: string[] = [];
let dataDir: string;
let notify: LocalNotify;
let server: RunningServer;

beforeAll(async () => {
  notify = await startLocalNotify(1);
  dataDir = await mkdtemp(path.join(tmpdir(), "hub-api-notify-"));
  const config = readConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    API_DATA_DIR: dataDir,
    API_TENANTS: "sutton",
    API_SEED: "off",
    API_FEEDBACK_EMAIL_SUTTON: FEEDBACK_TO,
    DELIVERY: "notify",
    NOTIFY_API_KEY: notify.apiKey,
    NOTIFY_BASE_URL: notify.url,
    NOTIFY_TEMPLATE_ID: notify.templates[0],
    DELIVERY_INTERVAL_MS: "100",
  });
  const logger = pino({ level: "debug" }, { write: (line: string) => lines.push(line) });
  server = await startServer(config, logger);
}, 120_000);

afterAll(async () => {
  await server.close();
  await notify.close();
  await rm(dataDir, { recursive: true, force: true });
});

it("sends a page feedback posted over HTTP through Notify, by itself", async () => {
  const response = await fetch(`http://127.0.0.1:${server.port}/sutton/core/v1/page-feedbacks`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      url: "https://hub.example.org/services/debt-advice",
      feedback: "The map shows the wrong street.",
      name: null,
      email: null,
      phone: null,
    }),
  });
  expect(response.status).toBe(201);
  await vi.waitFor(
    () => {
      expect(notify.received).toHaveLength(1);
    },
    { timeout: 20_000 },
  );
  expect(notify.received[0]).toMatchObject({
    emailAddress: FEEDBACK_TO,
    templateId: notify.templates[0],
    personalisation: { subject: "Feedback about a page on Sutton Information Hub" },
  });
  const logged = lines.join("\n");
  expect(logged).toContain('"sender":"notify"');
  expect(logged).not.toContain(notify.apiKey.slice(-36));
  expect(logged).not.toContain("The map shows the wrong street.");
});
