// The message catalogue: the day a service should have got in touch by, and subjects that name
// no one whatever the people in the message are called.
import { describe, expect, it } from "vitest";
import type { Message } from "./messages.ts";
import {
  dayInWords,
  feedbackToCouncil,
  londonDayInWords,
  referralConfirmationToClient,
  referralConfirmationToReferrer,
  referralTextToClient,
  referralToService,
  signUpToAdmin,
  workingDaysAfter,
} from "./messages.ts";

describe("workingDaysAfter", () => {
  it.each([
    // Tuesday morning: two weekends later.
    ["2026-11-24T10:30:00Z", 10, "Tuesday 8 December 2026"],
    // Friday: the weekend is not counted.
    ["2026-11-27T09:00:00Z", 1, "Monday 30 November 2026"],
    // Saturday: Monday is the first working day after.
    ["2026-11-28T09:00:00Z", 1, "Monday 30 November 2026"],
    // 23:30 UTC on 31 March is already 1 April in London (BST).
    ["2026-03-31T23:30:00Z", 1, "Thursday 2 April 2026"],
    ["2026-12-21T12:00:00Z", 10, "Monday 4 January 2027"],
  ])("%s + %i working days is %s", (instant, days, expected) => {
    expect(dayInWords(workingDaysAfter(new Date(instant), days))).toBe(expected);
  });

  it("names a day in London", () => {
    expect(londonDayInWords(new Date("2026-06-30T23:30:00Z"))).toBe("Wednesday 1 July 2026");
  });
});

const person = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "07700 900123",
  otherContact: null,
  postcodeOutwardCode: "SM1",
  comments: null,
};
const facts = {
  site: "Sutton Information Hub",
  service: "Debt Advice",
  reference: "ACDEFGHJKM",
  contactBy: "Tuesday 8 December 2026",
};

describe("every message", () => {
  it.each<[string, Message]>([
    ["to the service", referralToService(facts, person, null)],
    [
      "to the service, from a referrer",
      referralToService(facts, person, {
        name: "Sam Worker",
        email: "sam@example.org",
        phone: "02081234567",
        organisation: "Food Bank",
      }),
    ],
    ["to the client", referralConfirmationToClient(facts)],
    ["to the referrer", referralConfirmationToReferrer(facts)],
    [
      "to the council",
      feedbackToCouncil({
        site: facts.site,
        url: "https://hub.example.org/",
        feedback: "Jane Doe's number is wrong.",
        receivedOn: "Tuesday 24 November 2026",
        name: "Jane Doe",
        email: "jane@example.com",
        phone: null,
      }),
    ],
    [
      "to the admin",
      signUpToAdmin({
        site: facts.site,
        requestId: "7d6f…",
        organisation: "Jane Doe Tutoring",
        listed: false,
        service: null,
        receivedOn: "Tuesday 24 November 2026",
        person: { name: "Jane Doe", email: "jane@example.com", phone: "07700 900123" },
      }),
    ],
  ])("%s names no one in its subject", (_, message) => {
    for (const detail of ["Jane", "Doe", "jane@", "07700", "Sam", "sam@", "Tutoring"]) {
      expect(message.subject).not.toContain(detail);
    }
    expect(message.text).not.toMatch(/\bnull\b|undefined/);
  });

  it("gives the reference and what happens next to the client", () => {
    expect(referralConfirmationToClient(facts).text).toBe(
      [
        "We've sent your request to Debt Advice.",
        "",
        "Your reference number is ACDEFGHJKM",
        "",
        "What happens next",
        "Debt Advice will get in touch within 10 working days to talk about how they can help. That is by Tuesday 8 December 2026.",
        "",
        "If you have any questions, contact Sutton Information Hub and give your reference number.",
      ].join("\n"),
    );
  });
});

describe("the text message to the person referred", () => {
  it("says who, what next, by when and the reference, in one text", () => {
    const { text } = referralTextToClient(facts);
    expect(text).toBe(
      "Sutton Information Hub: we've sent your request to Debt Advice. They will contact you by Tuesday 8 December 2026. Your reference is ACDEFGHJKM",
    );
    // One text message: 160 characters of GSM's alphabet.
    expect(text.length).toBeLessThanOrEqual(160);
  });
});
