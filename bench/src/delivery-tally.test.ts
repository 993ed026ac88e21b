import { describe, expect, it } from "vitest";

import { bodyText, referenceWords, tallyDeliveries } from "./delivery-tally.ts";
import type { ArrivedMessage, DeliveryTally } from "./delivery-tally.ts";

const message = (to: string, ...words: string[]): ArrivedMessage => ({ to, words });

describe("tallyDeliveries", () => {
  const owed = new Map([
    ["ACDEFGHJKM", 2],
    ["NPQRTUVWXY", 3],
  ]);
  const complete = [
    message("service@example.com", "ACDEFGHJKM"),
    message("client-1@example.com", "ACDEFGHJKM"),
    message("service@example.com", "NPQRTUVWXY"),
    message("client-2@example.com", "NPQRTUVWXY"),
    message("worker-2@example.com", "NPQRTUVWXY"),
  ];

  it.each<{ name: string; arrived: ArrivedMessage[]; tally: DeliveryTally }>([
    {
      name: "every message once",
      arrived: complete,
      tally: { owed: 5, arrived: 5, lost: 0, duplicated: 0, unmatched: 0 },
    },
    {
      name: "nothing yet",
      arrived: [],
      tally: { owed: 5, arrived: 0, lost: 5, duplicated: 0, unmatched: 0 },
    },
    {
      name: "a referrer's confirmation missing",
      arrived: complete.slice(0, 4),
      tally: { owed: 5, arrived: 4, lost: 1, duplicated: 0, unmatched: 0 },
    },
    {
      name: "the service's message twice",
      arrived: [...complete, message("service@example.com", "ACDEFGHJKM")],
      tally: { owed: 5, arrived: 5, lost: 0, duplicated: 1, unmatched: 0 },
    },
    {
      name: "a recipient more than the referral owes",
      arrived: [...complete, message("someone@example.com", "ACDEFGHJKM")],
      tally: { owed: 5, arrived: 5, lost: 0, duplicated: 1, unmatched: 0 },
    },
    {
      name: "one lost and another twice: neither hides the other",
      arrived: [...complete.slice(1), message("client-1@example.com", "ACDEFGHJKM")],
      tally: { owed: 5, arrived: 4, lost: 1, duplicated: 1, unmatched: 0 },
    },
    {
      name: "a message naming no referral of the run, and words that are no reference",
      arrived: [...complete, message("service@example.com", "CDEFGHJKMN", "SUTTON1234")],
      tally: { owed: 5, arrived: 5, lost: 0, duplicated: 0, unmatched: 1 },
    },
    {
      name: "the reference among other reference-like words",
      arrived: [...complete.slice(1), message("service@example.com", "SUTTON1234", "ACDEFGHJKM")],
      tally: { owed: 5, arrived: 5, lost: 0, duplicated: 0, unmatched: 0 },
    },
  ])("$name", ({ arrived, tally }) => {
    expect(tallyDeliveries(owed, arrived)).toEqual(tally);
  });
});

describe("reading a referral's reference from a message", () => {
  const text = "We've sent your request to Debt Advice.\n\nYour reference number is ACDEFGHJKM\n";
  const head = (encoding: string) =>
    `Subject: Your request\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\n`;

  it.each([
    { encoding: "7bit", body: text.replaceAll("\n", "\r\n") },
    {
      encoding: "quoted-printable",
      // A soft line break inside the reference, and an encoded apostrophe.
      body: "We=E2=80=99ve sent your request to Debt Advice.\r\n\r\nYour reference number is ACDEF=\r\nGHJKM\r\n",
    },
    {
      encoding: "base64",
      body: `${Buffer.from(text).toString("base64").slice(0, 40)}\r\n${Buffer.from(text).toString("base64").slice(40)}`,
    },
  ])("finds it in a $encoding body", ({ encoding, body }) => {
    expect(referenceWords(bodyText(`${head(encoding)}${body}`))).toEqual(["ACDEFGHJKM"]);
  });

  it.each([
    ["a longer word", "Reference: ACDEFGHJKMN"],
    ["a shorter word", "Reference: ACDEFGHJK"],
    ["small letters", "Reference: acdefghjkm"],
  ])("takes no %s for one", (_, line) => {
    expect(referenceWords(line)).toEqual([]);
  });
});
