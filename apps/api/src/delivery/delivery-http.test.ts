// Visitor writes through HTTP end as messages a real SMTP server receives (decision 0066): the
// referral's three, feedback's and a sign-up's, once per write however often it is sent, held
// while delivery is off, and nothing personal in a subject or a log line.
/* eslint-disable @typescript-eslint/no-unsafe-member-access */
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDS, NOW, fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";
import type { LocalSmtp } from "../test/smtp.ts";
import { startLocalSmtp } from "../test/smtp.ts";
import { createSmtpSender } from "./smtp.ts";
import { deliveryStatus, releaseHeld } from "./status.ts";
import type { Sender } from "./worker.ts";
import { deliverDue } from "./worker.ts";

const SIGN_UPS_TO = "listings@sutton.example.org";
/** The fixture's CMS contact address, where feedback goes when nothing else is configured. */
const CONTACT = "hub@sutton.example.org";

const lines: string[] = [];
const logger = pino({ level: "debug" }, { write: (line: string) => lines.push(line) });
let h: Harness;
let smtp: LocalSmtp;
let sender: Sender;

beforeAll(async () => {
  smtp = await startLocalSmtp();
  sender = createSmtpSender({ url: smtp.url, from: "Sutton Information Hub <noreply@hub.test>" });
  h = await startHarness(fixtureDataset(), { logger }, { mode: "smtp", signUpsTo: SIGN_UPS_TO });
}, 60_000);

afterAll(async () => {
  sender.close();
  await smtp.down();
  await h.close();
});

const deliver = () => deliverDue(h.tenant, sender, () => NOW, { logger });

const client = {
  name: "Jane Doe",
  email: "jane.doe@example.com",
  phone: "07700 900123",
  other: "Flat 2, 14 High Street",
  comments: "Evenings are best.",
};
const referrer = { name: "Sam Worker", email: "sam@example.org", phone: "02081234567" };

const referral = (comments: string) => ({
  service_id: IDS.debtAdvice,
  name: client.name,
  email: client.email,
  phone: client.phone,
  other_contact: client.other,
  postcode_outward_code: "SM1",
  comments,
  referral_consented: true,
  feedback_consented: false,
  referee_name: referrer.name,
  referee_email: referrer.email,
  referee_phone: referrer.phone,
  organisation_taxonomy_id: null,
  organisation: "Local Food Bank",
});

const mailTo = (address: string, reference: string) =>
  smtp.received.filter((mail) => mail.to.includes(address) && mail.text.includes(reference));

const PERSONAL = [...Object.values(client), ...Object.values(referrer)];

describe("a referral sent through HTTP", () => {
  let reference = "";

  it("reaches the service, the client and the referrer, each once", async () => {
    const response = await h.post("/referrals", referral(client.comments));
    expect(response.status).toBe(201);
    reference = response.body.data.reference as string;
    await expect(deliver()).resolves.toEqual({ delivered: 3, retrying: 0, failed: 0 });
    expect(mailTo("referrals@alpha.example.org", reference)).toHaveLength(1);
    expect(mailTo(client.email, reference)).toHaveLength(1);
    expect(mailTo(referrer.email, reference)).toHaveLength(1);
    await expect(deliver()).resolves.toEqual({ delivered: 0, retrying: 0, failed: 0 });
  });

  it("tells the service how to reach the person and by when, and names no one in a subject", () => {
    const [toService] = mailTo("referrals@alpha.example.org", reference);
    expect(toService?.subject).toBe("New referral to Debt Advice from Sutton Information Hub");
    expect(toService?.text).toContain(`Reference: ${reference}`);
    expect(toService?.text).toContain("Please get in touch with them by Tuesday 8 December 2026.");
    for (const detail of [client.name, client.email, client.phone, client.other]) {
      expect(toService?.text).toContain(detail);
    }
    expect(toService?.text).toContain("Organisation: Local Food Bank");
    const [toClient] = mailTo(client.email, reference);
    expect(toClient?.subject).toBe("Your request to be connected to Debt Advice");
    expect(toClient?.text).toContain(`Your reference number is ${reference}`);
    for (const mail of smtp.received) {
      expect(mail.raw).toMatch(/^From: Sutton Information Hub <noreply@hub\.test>$/m);
      for (const detail of PERSONAL) expect(mail.subject).not.toContain(detail);
    }
  });
});

describe("a write sent twice", () => {
  it.each<[string, string, Record<string, string>]>([
    [
      "with the same idempotency key",
      "Mornings, please.",
      { "Idempotency-Key": "6d3d3a4e-double" },
    ],
    ["without a key, the same body from the same address", "Afternoons, please.", {}],
  ])("%s is delivered once", async (_, comments, headers) => {
    const send = () =>
      h.call("/referrals", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(referral(comments)),
      });
    const first = await send();
    const second = await send();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    const reference = first.body.data.reference as string;
    await expect(deliver()).resolves.toEqual({ delivered: 3, retrying: 0, failed: 0 });
    expect(mailTo("referrals@alpha.example.org", reference)).toHaveLength(1);
    expect(mailTo(client.email, reference)).toHaveLength(1);
  });
});

describe("feedback and sign-ups", () => {
  it("send page feedback to the council's contact address", async () => {
    const response = await h.post("/page-feedbacks", {
      url: "https://hub.example.org/services/debt-advice",
      feedback: "The opening times are out of date.",
      name: client.name,
      email: client.email,
      phone: null,
    });
    expect(response.status).toBe(201);
    await expect(deliver()).resolves.toEqual({ delivered: 1, retrying: 0, failed: 0 });
    const mail = smtp.received.find((item) => item.to.includes(CONTACT));
    expect(mail?.subject).toBe("Feedback about a page on Sutton Information Hub");
    expect(mail?.text).toContain("The opening times are out of date.");
    expect(mail?.text).toContain("Page: https://hub.example.org/services/debt-advice");
  });

  it("send a sign-up to the address configured for them", async () => {
    const response = await h.post("/organisation-sign-up-forms", {
      user: {
        first_name: "Ada",
        last_name: "Lovelace",
        email: "ada@example.net",
        phone: "07700900456",
        password: "Secret-pass-1",
      },
      organisation: { id: IDS.orgBeta },
    });
    expect(response.status).toBe(201);
    await expect(deliver()).resolves.toEqual({ delivered: 1, retrying: 0, failed: 0 });
    const mail = smtp.received.find((item) => item.to.includes(SIGN_UPS_TO));
    expect(mail?.subject).toBe("Request to list an organisation on Sutton Information Hub");
    expect(mail?.text).toContain(`Request number: ${response.body.id as string}`);
    expect(mail?.text).toContain("Organisation: Beta Trust (already listed)");
  });
});

describe("with delivery off", () => {
  it("holds the messages, stored and counted, until they are released", async () => {
    const delivery = h.tenant.delivery;
    h.tenant.delivery = { mode: "off" };
    try {
      const response = await h.post("/referrals", referral("Held, please."));
      expect(response.status).toBe(201);
      const reference = response.body.data.reference as string;
      await expect(deliver()).resolves.toEqual({ delivered: 0, retrying: 0, failed: 0 });
      const status = await deliveryStatus(h.database.db);
      expect(status.counts.held).toBe(3);
      expect(status.oldestUndelivered).toMatchObject({ state: "held", attempts: 0 });
      expect(mailTo(client.email, reference)).toHaveLength(0);
      await expect(releaseHeld(h.database.db, NOW)).resolves.toBe(3);
      await expect(deliver()).resolves.toEqual({ delivered: 3, retrying: 0, failed: 0 });
      expect(mailTo(client.email, reference)).toHaveLength(1);
    } finally {
      h.tenant.delivery = delivery;
    }
  });
});

describe("the logs", () => {
  it("hold nothing a visitor typed", () => {
    expect(lines.some((line) => line.includes('"msg":"delivered"'))).toBe(true);
    const logged = lines.join("\n");
    for (const detail of [...PERSONAL, "Lovelace", "ada@example.net", "opening times"]) {
      expect(logged).not.toContain(detail);
    }
  });
});
