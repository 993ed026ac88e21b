// `DELIVERY=notify`: messages go through GOV.UK Notify with its official client (decision 0070).
// Each kind of message has an email template; every template shows `((subject))` and `((body))`,
// composed from messages.ts as for SMTP, so the wording stays in one catalogue. The `reference`
// is the delivery row's id: a retry first asks Notify whether that reference was already sent, so
// an answer lost on the way back (a timeout, a process killed mid-send) is not sent twice. A
// confirmation to someone who gave only a phone number goes as a text message with
// `NOTIFY_SMS_TEMPLATE_ID`, whose template shows `((body))` (decision 0075), looked up the same way.
import http from "node:http";
import https from "node:https";
import axios from "axios";
import notifications from "notifications-node-client";
import { z } from "zod";
import type { NotifyConfig } from "../config.ts";
import type { Outgoing, Sender } from "./worker.ts";

/** Bounds one request, well inside the worker's lease, so a hung answer never holds a row. */
const TIMEOUT_MS = 30_000;

/** Notify's error body: `{"status_code": 429, "errors": [{"error": "RateLimitError", …}]}`. */
const NotifyErrorBody = z.object({
  status_code: z.number().int(),
  errors: z.array(z.object({ error: z.string() })).min(1),
});

/** A name Notify gives an error (`BadRequestError`): anything else is not recorded. */
const ERROR_NAME = /^[A-Za-z][A-Za-z0-9_]{0,40}$/;

const HINTS = {
  key: "GOV.UK Notify refused the API key: check NOTIFY_API_KEY, and that this server's clock is right to within 30 seconds.",
  request:
    "GOV.UK Notify refused the message: check that NOTIFY_TEMPLATE_ID (or NOTIFY_TEMPLATE_ID_<KIND>) names an email template with ((subject)) and ((body)), that NOTIFY_BASE_URL is right, and, while the Notify service is in trial mode, that the recipient is in its team.",
  sms: "GOV.UK Notify refused the text message: check that NOTIFY_SMS_TEMPLATE_ID names a text message template with ((body)), that the Notify service may send text messages and, while it is in trial mode, that the recipient is in its team; otherwise the phone number the person gave cannot be texted.",
  noSmsTemplate:
    "A text message is due but NOTIFY_SMS_TEMPLATE_ID is not set: set it, then run `deliveries retry` for the messages that failed.",
} as const;

/**
 * A failed request to Notify, carrying only what may be stored and logged: the status and Notify's
 * error name, never Notify's message (which can quote the address) nor the request (which holds
 * the address, the message and a signed token).
 */
export class NotifyError extends Error {
  override name = "NotifyError";
  /** What the worker records: `notify 429 RateLimitError`, `notify ECONNREFUSED`. */
  readonly failureCode: string;
  /** What an operator must fix: set for refusals that retrying alone will not cure. */
  readonly hint: string | undefined;

  constructor(failureCode: string, hint?: string) {
    super(failureCode);
    this.failureCode = failureCode;
    this.hint = hint;
  }
}

/** The safe summary of whatever the client threw; `sms` names the text message hint. */
export function notifyError(error: unknown, channel: "email" | "sms" = "email"): NotifyError {
  if (!axios.isAxiosError(error)) {
    const name = error instanceof Error && ERROR_NAME.test(error.name) ? error.name : "error";
    return new NotifyError(`notify ${name}`);
  }
  const status = error.response?.status;
  if (status === undefined) {
    // No answer: refused, reset or timed out (`ECONNREFUSED`, `ECONNABORTED`).
    const code =
      typeof error.code === "string" && ERROR_NAME.test(error.code) ? error.code : "error";
    return new NotifyError(`notify ${code}`);
  }
  const body = NotifyErrorBody.safeParse(error.response?.data);
  const errorName = body.success ? body.data.errors[0]?.error : undefined;
  const code = [
    "notify",
    String(status),
    errorName !== undefined && ERROR_NAME.test(errorName) ? errorName : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(" ");
  if (status === 401 || status === 403) return new NotifyError(code, HINTS.key);
  if (status >= 400 && status < 500 && status !== 429) {
    return new NotifyError(code, channel === "sms" ? HINTS.sms : HINTS.request);
  }
  return new NotifyError(code);
}

/** What a search by reference answers (`GET /v2/notifications?reference=…`). */
const NotificationsPage = z.object({ notifications: z.array(z.object({ id: z.string() })) });

export function createNotifySender(
  config: Omit<NotifyConfig, "kind">,
  options: { timeoutMs?: number } = {},
): Sender {
  // Agents of its own, so `close()` ends this sender's connections.
  const agents = {
    httpAgent: new http.Agent({ keepAlive: true }),
    httpsAgent: new https.Agent({ keepAlive: true }),
  };
  const client = new notifications.NotifyClient(config.baseUrl, config.apiKey);
  const restClient = axios.create({ timeout: options.timeoutMs ?? TIMEOUT_MS, ...agents });
  // The same axios: the client's types read its CommonJS declarations, this module its ESM ones.
  client.setClient(restClient as unknown as Parameters<typeof client.setClient>[0]);

  /** Whether Notify already took the message of this delivery (an earlier try's lost answer). */
  const alreadySent = async (type: "email" | "sms", reference: string): Promise<boolean> => {
    const response = await client.getNotifications(type, undefined, reference);
    const page = NotificationsPage.safeParse(response.data);
    return page.success && page.data.notifications.length > 0;
  };

  const send = async (message: Outgoing): Promise<void> => {
    const { to, deliveryId: reference, triedBefore } = message;
    if (message.channel === "sms") {
      const template = config.smsTemplate;
      if (template === undefined) {
        throw new NotifyError("notify sms_template_unset", HINTS.noSmsTemplate);
      }
      if (triedBefore && (await alreadySent("sms", reference))) return;
      await client.sendSms(template, to, { personalisation: { body: message.text }, reference });
      return;
    }
    if (triedBefore && (await alreadySent("email", reference))) return;
    await client.sendEmail(config.templates[message.kind], to, {
      personalisation: { subject: message.subject, body: message.text },
      reference,
      ...(config.replyToId === undefined ? {} : { emailReplyToId: config.replyToId }),
    });
  };

  return {
    send: async (message) => {
      try {
        await send(message);
      } catch (error) {
        throw error instanceof NotifyError ? error : notifyError(error, message.channel);
      }
    },
    close: () => {
      agents.httpAgent.destroy();
      agents.httpsAgent.destroy();
    },
  };
}
