// Every message the API sends (docs/decisions/0066), in GOV.UK's plain style: short sentences,
// the reference on a line of its own, what happens next. A subject names the site, the service
// and the kind of message, never a person: subjects show on lock screens and in shared inboxes.
// The referral's wording follows what the resident was shown (`referral.confirmation` in
// @hub/core's catalogue): the service "will get in touch within 10 working days".
import { LONDON, londonToday } from "../http/london.ts";

export type Message = { subject: string; text: string };

/**
 * A text message (decision 0075): no subject, and only what the person needs: who it is from, that
 * the request went, by when to expect contact and the reference. Under 160 characters with most
 * sites' and services' names, so one text.
 */
export type TextMessage = { text: string };

/** The sites' default `referral.replyTime`: how long a service has to get in touch. */
export const REPLY_WORKING_DAYS = 10;

/** What every referral message says: where, to which service, its reference and by when. */
export type ReferralFacts = {
  site: string;
  service: string;
  reference: string;
  /** The day the service is expected to have got in touch by, as words. */
  contactBy: string;
};

export type ReferredPerson = {
  name: string;
  email: string | null;
  phone: string | null;
  otherContact: string | null;
  postcodeOutwardCode: string | null;
  comments: string | null;
};

/** Who referred the person, for a third-party referral. */
export type Referrer = {
  name: string;
  email: string | null;
  phone: string | null;
  organisation: string | null;
};

export type FeedbackFacts = {
  site: string;
  url: string;
  feedback: string;
  receivedOn: string;
  name: string | null;
  email: string | null;
  phone: string | null;
};

export type SignUpFacts = {
  site: string;
  requestId: string;
  organisation: string;
  /** Whether the organisation is already listed (the sign-up names an existing one). */
  listed: boolean;
  service: string | null;
  receivedOn: string;
  person: { name: string; email: string; phone: string };
};

/** Lines of a message; a null or false line is left out. */
const lines = (...parts: (string | null | false)[]): string =>
  parts.filter((part): part is string => typeof part === "string").join("\n");

/** `Label: value`, or nothing without a value. */
const labelled = (label: string, value: string | null): string | null =>
  value === null || value === "" ? null : `${label}: ${value}`;

export function referralToService(
  facts: ReferralFacts,
  person: ReferredPerson,
  referrer: Referrer | null,
): Message {
  const { site, service, reference, contactBy } = facts;
  return {
    subject: `New referral to ${service} from ${site}`,
    text: lines(
      `Someone has asked to be connected to ${service} through ${site}.`,
      "",
      `Reference: ${reference}`,
      "",
      `Please get in touch with them by ${contactBy}. We told them ${service} would contact them within ${REPLY_WORKING_DAYS} working days.`,
      "",
      "How to contact them",
      labelled("Name", person.name),
      labelled("Email", person.email),
      labelled("Phone", person.phone),
      labelled("Another way to contact them", person.otherContact),
      labelled("Postcode area", person.postcodeOutwardCode),
      person.comments !== null && person.comments !== "" && "",
      person.comments !== null && person.comments !== "" && "What they told us",
      person.comments,
      "",
      ...(referrer === null
        ? ["They made this referral themselves."]
        : [
            "Who made this referral",
            labelled("Name", referrer.name),
            labelled("Organisation", referrer.organisation),
            labelled("Email", referrer.email),
            labelled("Phone", referrer.phone),
          ]),
      "",
      `They agreed to ${site} sharing these details with ${service}. Use them only to contact this person about ${service}.`,
      "",
      `If you need to contact ${site} about this referral, give the reference ${reference}.`,
    ),
  };
}

export function referralConfirmationToClient(facts: ReferralFacts): Message {
  const { site, service, reference, contactBy } = facts;
  return {
    subject: `Your request to be connected to ${service}`,
    text: lines(
      `We've sent your request to ${service}.`,
      "",
      `Your reference number is ${reference}`,
      "",
      "What happens next",
      `${service} will get in touch within ${REPLY_WORKING_DAYS} working days to talk about how they can help. That is by ${contactBy}.`,
      "",
      `If you have any questions, contact ${site} and give your reference number.`,
    ),
  };
}

export function referralConfirmationToReferrer(facts: ReferralFacts): Message {
  const { site, service, reference, contactBy } = facts;
  return {
    subject: `Your referral to ${service}`,
    text: lines(
      `We've sent the referral you made to ${service}.`,
      "",
      `The reference number is ${reference}`,
      "",
      "What happens next",
      `${service} will get in touch with the person you referred within ${REPLY_WORKING_DAYS} working days, by ${contactBy}.`,
      "",
      `If you have any questions, contact ${site} and give the reference number.`,
    ),
  };
}

export function referralTextToClient(facts: ReferralFacts): TextMessage {
  const { site, service, reference, contactBy } = facts;
  return {
    text: `${site}: we've sent your request to ${service}. They will contact you by ${contactBy}. Your reference is ${reference}`,
  };
}

export function feedbackToCouncil(facts: FeedbackFacts): Message {
  const contact = [
    labelled("Name", facts.name),
    labelled("Email", facts.email),
    labelled("Phone", facts.phone),
  ].filter((line): line is string => line !== null);
  return {
    subject: `Feedback about a page on ${facts.site}`,
    text: lines(
      `Someone has told us about a problem with a page on ${facts.site}.`,
      "",
      `Page: ${facts.url}`,
      `Sent on: ${facts.receivedOn}`,
      "",
      "What they said",
      facts.feedback,
      "",
      ...(contact.length === 0
        ? ["They did not leave their name or contact details."]
        : ["Their details", ...contact]),
    ),
  };
}

export function signUpToAdmin(facts: SignUpFacts): Message {
  return {
    subject: `Request to list an organisation on ${facts.site}`,
    text: lines(
      `Someone has asked to list their organisation on ${facts.site}. Check the request before it appears on the site.`,
      "",
      `Request number: ${facts.requestId}`,
      `Organisation: ${facts.organisation}${facts.listed ? " (already listed)" : ""}`,
      labelled("Service", facts.service),
      `Sent on: ${facts.receivedOn}`,
      "",
      "Who sent it",
      labelled("Name", facts.person.name),
      labelled("Email", facts.person.email),
      labelled("Phone", facts.person.phone),
    ),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day `days` working days (Monday to Friday) after `instant`'s day in London, at noon UTC of
 * that calendar day. Bank holidays are not counted out.
 */
export function workingDaysAfter(instant: Date, days: number): Date {
  let date = new Date(`${londonToday(instant)}T12:00:00Z`);
  for (let left = days; left > 0;) {
    date = new Date(date.getTime() + DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

const DAY_FORMAT = { weekday: "long", day: "numeric", month: "long", year: "numeric" } as const;

/** "Tuesday 8 December 2026": a calendar day from workingDaysAfter (noon UTC). */
export function dayInWords(day: Date): string {
  return wordsOf(new Intl.DateTimeFormat("en-GB", { ...DAY_FORMAT, timeZone: "UTC" }), day);
}

/** "Tuesday 24 November 2026": the day of an instant in London. */
export function londonDayInWords(instant: Date): string {
  return wordsOf(new Intl.DateTimeFormat("en-GB", { ...DAY_FORMAT, timeZone: LONDON }), instant);
}

function wordsOf(format: Intl.DateTimeFormat, date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    format.formatToParts(date).find((item) => item.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
}
