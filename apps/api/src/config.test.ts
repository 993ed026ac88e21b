// Settings from the environment that change how the API trusts and counts its clients.
import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";

describe("readConfig", () => {
  it.each([
    [{}, "loopback", undefined],
    [
      { API_TRUSTED_PROXIES: "127.0.0.1/8,::1,10.0.0.0/8" },
      "127.0.0.1/8,::1,10.0.0.0/8",
      undefined,
    ],
    [{ API_TRUSTED_PROXIES: "2", REDIS_URL: "redis://cache:6379" }, "2", "redis://cache:6379"],
    [{ API_TRUSTED_PROXIES: "none", REDIS_URL: " " }, "none", undefined],
  ])("reads %j", (env, trustedProxies, redisUrl) => {
    expect(readConfig(env)).toMatchObject({ trustedProxies, redisUrl });
  });

  it.each([["true"], ["false"], ["1"]])(
    "refuses the removed API_TRUST_PROXY=%s, naming its replacement",
    (value) => {
      expect(() => readConfig({ API_TRUST_PROXY: value })).toThrow(
        /API_TRUST_PROXY was removed.*API_TRUSTED_PROXIES/,
      );
    },
  );

  it.each([
    [{}, { sender: { kind: "off" }, intervalMs: 15_000, maxAttempts: 10 }],
    [
      {
        DELIVERY: "smtp",
        SMTP_URL: "smtp://relay.council.example:587",
        MAIL_FROM: "Sutton Information Hub <noreply@council.example>",
        DELIVERY_INTERVAL_MS: "5000",
        DELIVERY_MAX_ATTEMPTS: "4",
      },
      {
        sender: {
          kind: "smtp",
          url: "smtp://relay.council.example:587",
          from: "Sutton Information Hub <noreply@council.example>",
        },
        intervalMs: 5000,
        maxAttempts: 4,
      },
    ],
  ])("reads delivery from %j", (env, delivery) => {
    expect(readConfig(env).delivery).toEqual(delivery);
  });

  it.each([
    [{ DELIVERY: "smtp" }, /DELIVERY=smtp needs SMTP_URL/],
    [{ DELIVERY: "smtp", SMTP_URL: "smtp://relay:25" }, /MAIL_FROM/],
    [{ DELIVERY: "notify" }, /DELIVERY/],
    [{ SMTP_URL: "http://relay" }, /SMTP_URL must be/],
    [{ API_FEEDBACK_EMAIL_SUTTON: "not an address" }, /API_FEEDBACK_EMAIL_SUTTON must be/],
  ])("refuses %j", (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it.each([
    [{}, 6],
    [{ RETENTION_MONTHS: "" }, 6],
    [{ RETENTION_MONTHS: "1" }, 1],
    [{ RETENTION_MONTHS: " 24 " }, 24],
  ])("reads the retention period from %j", (env, months) => {
    expect(readConfig(env).retentionMonths).toBe(months);
  });

  it.each([["0"], ["-6"], ["1.5"], ["six"], ["1201"]])("refuses RETENTION_MONTHS=%s", (value) => {
    expect(() => readConfig({ RETENTION_MONTHS: value })).toThrow(/RETENTION_MONTHS/);
  });

  it("reads each tenant's feedback and sign-up addresses", () => {
    const config = readConfig({
      API_FEEDBACK_EMAIL_SUTTON: "feedback@sutton.example",
      API_SIGN_UP_EMAIL_BEXLEY: "listings@bexley.example",
    });
    expect(config.tenants).toMatchObject([
      { slug: "sutton", feedbackEmail: "feedback@sutton.example", signUpEmail: undefined },
      { slug: "bexley", feedbackEmail: undefined, signUpEmail: "listings@bexley.example" },
    ]);
  });

  it("refuses an API_TRUSTED_PROXIES it cannot read", () => {
    expect(() => readConfig({ API_TRUSTED_PROXIES: "10.0.0.0/99" })).toThrow(
      /API_TRUSTED_PROXIES must be/,
    );
  });
});
