// The rules the local Notify stand-in (notify.ts) checks a request against, as GOV.UK Notify
// documents them: the fields each endpoint takes, a phone number it can text, and the error body
// it answers with.

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const PLACEHOLDERS = ["subject", "body"] as const;
export const EMAIL_FIELDS = new Set([
  "email_address",
  "template_id",
  "personalisation",
  "reference",
  "email_reply_to_id",
]);
export const SMS_FIELDS = new Set([
  "phone_number",
  "template_id",
  "personalisation",
  "reference",
  "sms_sender_id",
]);

/** Why Notify refuses a phone number (its documented `phone_number …` messages), if it does. */
export function phoneNumberProblem(phoneNumber: string): string | undefined {
  const compact = phoneNumber.replaceAll(/[\s()-]/g, "");
  if (!/^\+?\d+$/.test(compact)) return "Must not contain letters or symbols";
  const national = compact.replace(/^(\+44|0044|44)/, "").replace(/^0/, "");
  if (!national.startsWith("7")) return "Not a UK mobile number";
  if (national.length > 10) return "Too many digits";
  if (national.length < 10) return "Not enough digits";
  return undefined;
}

/** A UK mobile number as `07…`, to compare numbers written differently. */
export const nationalNumber = (phoneNumber: string): string =>
  `0${phoneNumber
    .replaceAll(/[\s()-]/g, "")
    .replace(/^(\+44|0044|44)/, "")
    .replace(/^0/, "")}`;

/** A refusal, answered with Notify's error body. */
export class NotifyFailure extends Error {
  readonly status: number;
  readonly error: string;

  constructor(status: number, error: string, message: string) {
    super(message);
    this.status = status;
    this.error = error;
  }
}

export const errorBody = (status: number, error: string, message: string) => ({
  status_code: status,
  errors: [{ error, message }],
});

/** The request's fields, refusing a body that is not an object or has fields Notify does not know. */
export function fieldsOf(body: unknown, known: ReadonlySet<string>): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new NotifyFailure(400, "BadRequestError", "Invalid JSON supplied in POST data");
  }
  const fields = body as Record<string, unknown>;
  const extra = Object.keys(fields).filter((key) => !known.has(key));
  if (extra.length > 0) {
    throw new NotifyFailure(
      400,
      "ValidationError",
      `Additional properties are not allowed (${extra.join(", ")})`,
    );
  }
  return fields;
}
