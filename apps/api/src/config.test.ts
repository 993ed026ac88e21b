// Settings from the environment that change how the API trusts and counts its clients.
import { describe, expect, it } from "vitest";
import { NOTIFY_PRODUCTION_URL, readConfig, sendsTexts } from "./config.ts";

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

  describe("with DELIVERY=notify", () => {
    const SECRET = "3d844edf-8d35-48ac-975b-e847b4f122b0";
    const KEY = `hub_live-26785a09-ab16-4eb0-8407-a37497a57506-${SECRET}`;
    const TEMPLATE = "217a419e-6a7d-482a-9596-718b889dffce";
    const SIGN_UPS = "f33517ff-2a88-4f6e-b855-c550268ce08a";
    const notify = { DELIVERY: "notify", NOTIFY_API_KEY: KEY };

    it("reads the key, Notify's address and one template for every message", () => {
      expect(readConfig({ ...notify, NOTIFY_TEMPLATE_ID: TEMPLATE }).delivery.sender).toEqual({
        kind: "notify",
        apiKey: KEY,
        baseUrl: NOTIFY_PRODUCTION_URL,
        templates: {
          referral_to_service: TEMPLATE,
          referral_confirmation_to_client: TEMPLATE,
          referral_confirmation_to_referrer: TEMPLATE,
          feedback_to_council: TEMPLATE,
          sign_up_to_admin: TEMPLATE,
        },
        replyToId: undefined,
      });
    });

    it("reads a kind's own template, a reply-to id and another address", () => {
      const sender = readConfig({
        ...notify,
        NOTIFY_TEMPLATE_ID: TEMPLATE,
        NOTIFY_TEMPLATE_ID_SIGN_UP_TO_ADMIN: ` ${SIGN_UPS.toUpperCase()} `,
        NOTIFY_EMAIL_REPLY_TO_ID: SIGN_UPS,
        NOTIFY_SMS_TEMPLATE_ID: ` ${TEMPLATE.toUpperCase()}`,
        NOTIFY_BASE_URL: "http://127.0.0.1:6011/",
      }).delivery.sender;
      expect(sender).toMatchObject({
        baseUrl: "http://127.0.0.1:6011",
        templates: { feedback_to_council: TEMPLATE, sign_up_to_admin: SIGN_UPS },
        replyToId: SIGN_UPS,
        smsTemplate: TEMPLATE,
      });
      expect(sendsTexts(sender)).toBe(true);
    });

    it.each([
      [{ DELIVERY: "off", NOTIFY_SMS_TEMPLATE_ID: TEMPLATE }],
      [{ DELIVERY: "smtp", SMTP_URL: "smtp://127.0.0.1:25", MAIL_FROM: "a@b.example" }],
      [{ ...notify, NOTIFY_TEMPLATE_ID: TEMPLATE }],
    ])("texts no one without DELIVERY=notify and NOTIFY_SMS_TEMPLATE_ID (%j)", (env) => {
      expect(sendsTexts(readConfig(env).delivery.sender)).toBe(false);
    });

    it("needs no default template when every kind has its own", () => {
      const own = {
        NOTIFY_TEMPLATE_ID_REFERRAL_TO_SERVICE: TEMPLATE,
        NOTIFY_TEMPLATE_ID_REFERRAL_CONFIRMATION_TO_CLIENT: TEMPLATE,
        NOTIFY_TEMPLATE_ID_REFERRAL_CONFIRMATION_TO_REFERRER: TEMPLATE,
        NOTIFY_TEMPLATE_ID_FEEDBACK_TO_COUNCIL: TEMPLATE,
        NOTIFY_TEMPLATE_ID_SIGN_UP_TO_ADMIN: SIGN_UPS,
      };
      expect(readConfig({ ...notify, ...own }).delivery.sender).toMatchObject({
        templates: { referral_to_service: TEMPLATE, sign_up_to_admin: SIGN_UPS },
      });
    });

    it.each([
      [{ DELIVERY: "notify" }, /DELIVERY=notify needs NOTIFY_API_KEY/],
      [
        { ...notify, NOTIFY_TEMPLATE_ID_FEEDBACK_TO_COUNCIL: TEMPLATE },
        /NOTIFY_TEMPLATE_ID for all of them, or NOTIFY_TEMPLATE_ID_REFERRAL_TO_SERVICE, .*NOTIFY_TEMPLATE_ID_SIGN_UP_TO_ADMIN\./,
      ],
      [{ ...notify, NOTIFY_TEMPLATE_ID: "template-1" }, /NOTIFY_TEMPLATE_ID must be an id/],
      [
        { ...notify, NOTIFY_TEMPLATE_ID: TEMPLATE, NOTIFY_TEMPLATE_ID_SIGN_UP_TO_ADMIN: "x" },
        /NOTIFY_TEMPLATE_ID_SIGN_UP_TO_ADMIN must be an id/,
      ],
      [{ ...notify, NOTIFY_TEMPLATE_ID: TEMPLATE, NOTIFY_BASE_URL: "notify" }, /NOTIFY_BASE_URL/],
      [
        { ...notify, NOTIFY_TEMPLATE_ID: TEMPLATE, NOTIFY_SMS_TEMPLATE_ID: "07700900123" },
        /NOTIFY_SMS_TEMPLATE_ID must be an id copied from GOV.UK Notify/,
      ],
    ])("refuses %j", (env, message) => {
      expect(() => readConfig(env)).toThrow(message);
    });

    it.each([[SECRET], [`${KEY} ${SECRET}`], [`hub_live-26785a09-ab16-4eb0-8407-${SECRET}`]])(
      "refuses a key of the wrong shape without repeating it",
      (key) => {
        let error: unknown;
        try {
          readConfig({ ...notify, NOTIFY_API_KEY: key, NOTIFY_TEMPLATE_ID: TEMPLATE });
        } catch (caught) {
          error = caught;
        }
        expect(String(error)).toMatch(/NOTIFY_API_KEY must be a key from GOV.UK Notify/);
        expect(`${String(error)} ${JSON.stringify(error)}`).not.toContain(SECRET);
      },
    );
  });

  it("refuses an API_TRUSTED_PROXIES it cannot read", () => {
    expect(() => readConfig({ API_TRUSTED_PROXIES: "10.0.0.0/99" })).toThrow(
      /API_TRUSTED_PROXIES must be/,
    );
  });
});
