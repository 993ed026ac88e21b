// A local stand-in for GOV.UK Notify's API (decision 0070), on a free loopback port, for the
// delivery tests: it checks each request's token as Notify does (HS256, signed with the key's
// secret, `iss` the service id, `iat` within 30 seconds), answers `POST /v2/notifications/email`,
// `POST /v2/notifications/sms` and `GET /v2/notifications` with Notify's documented bodies and
// errors, keeps every email and text message it accepts, refuses a phone number as Notify does
// (one that is not a UK mobile, or, in trial mode, one outside the service's team), and can be told
// to fail the next requests (429, 500, or an answer lost on the way).
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { jwtVerify } from "jose";
import {
  EMAIL_FIELDS,
  errorBody,
  fieldsOf,
  nationalNumber,
  NotifyFailure,
  phoneNumberProblem,
  PLACEHOLDERS,
  SMS_FIELDS,
  UUID,
} from "./notify-requests.ts";

export type NotifiedEmail = {
  id: string;
  emailAddress: string;
  templateId: string;
  personalisation: Record<string, unknown>;
  reference: string | null;
  replyToId: string | null;
};

export type NotifiedText = {
  id: string;
  phoneNumber: string;
  templateId: string;
  personalisation: Record<string, unknown>;
  reference: string | null;
};

/** What the next requests get instead of an answer. */
export type Fault =
  /** Notify's error body with this status (`RateLimitError`, `Exception`, …). */
  | { status: number; error: string; message: string }
  /** The email is accepted and kept, then the connection drops before the answer. */
  | { lose: true };

/** Notify's own answer when a key sends too fast, as its documentation gives it. */
export const RATE_LIMITED: Fault = {
  status: 429,
  error: "RateLimitError",
  message: "Exceeded rate limit for key type LIVE of 3000 requests per 60 seconds",
};
/** Notify's answer to a failure of its own. */
export const INTERNAL: Fault = {
  status: 500,
  error: "Exception",
  message: "Internal server error",
};

export type LocalNotify = {
  url: string;
  /** A key this stand-in accepts: `{name}-{service id}-{secret}`. */
  apiKey: string;
  serviceId: string;
  /** The email templates it knows; each needs `((subject))` and `((body))`. */
  templates: readonly string[];
  /** The text message templates it knows; each needs `((body))`. */
  smsTemplates: readonly string[];
  /**
   * Puts the service in trial mode: texts only to these numbers, its team; another gets Notify's
   * 400 BadRequestError. Undefined (the default): a live service.
   */
  trialTeam: (phoneNumbers: readonly string[] | undefined) => void;
  received: NotifiedEmail[];
  texts: NotifiedText[];
  /** Every request, in order: method, path and the status answered (0 for a lost answer). */
  requests: { method: string; path: string; status: number }[];
  /** Fails the next `count` requests of `method` (any method when unset) with `fault`. */
  failNext: (count: number, fault: Fault, method?: "GET" | "POST") => void;
  close: () => Promise<void>;
};

export async function startLocalNotify(
  templateCount = 5,
  smsTemplateCount = 0,
): Promise<LocalNotify> {
  const serviceId = randomUUID();
  const secret = randomUUID();
  const templates = Array.from({ length: templateCount }, (): string => randomUUID());
  const smsTemplates = Array.from({ length: smsTemplateCount }, (): string => randomUUID());
  const received: NotifiedEmail[] = [];
  const texts: NotifiedText[] = [];
  let team: Set<string> | undefined;
  const requests: LocalNotify["requests"] = [];
  const faults: { fault: Fault; method: string | undefined }[] = [];
  let url = "";

  const authenticate = async (header: string | undefined): Promise<void> => {
    const token = /^Bearer (\S+)$/.exec(header ?? "")?.[1];
    if (token === undefined) {
      throw new NotifyFailure(
        401,
        "AuthError",
        "Unauthorized: authentication token must be provided",
      );
    }
    try {
      const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
        algorithms: ["HS256"],
        issuer: serviceId,
      });
      const iat = payload.iat ?? Number.NaN;
      if (!(Math.abs(Date.now() / 1000 - iat) <= 30)) {
        throw new NotifyFailure(
          403,
          "AuthError",
          "Error: Your system clock must be accurate to within 30 seconds",
        );
      }
    } catch (error) {
      if (error instanceof NotifyFailure) throw error;
      throw new NotifyFailure(403, "AuthError", "Invalid token: API key not found");
    }
  };

  const sendEmail = (body: unknown): { email: NotifiedEmail; answer: unknown } => {
    const fields = fieldsOf(body, EMAIL_FIELDS);
    const { email_address: to, template_id: templateId, personalisation, reference } = fields;
    const replyTo = fields.email_reply_to_id;
    if (typeof to !== "string" || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to)) {
      // Notify quotes the address it refuses: the sender must never store this.
      const quoted = typeof to === "string" ? `${to} ` : "";
      throw new NotifyFailure(
        400,
        "ValidationError",
        `email_address ${quoted}Not a valid email address`,
      );
    }
    if (typeof templateId !== "string" || !UUID.test(templateId)) {
      throw new NotifyFailure(400, "ValidationError", "template_id is not a valid UUID");
    }
    if (!templates.includes(templateId)) {
      throw new NotifyFailure(400, "BadRequestError", "Template not found");
    }
    const values = (personalisation ?? {}) as Record<string, unknown>;
    const missing = PLACEHOLDERS.filter((name) => typeof values[name] !== "string");
    if (missing.length > 0) {
      throw new NotifyFailure(
        400,
        "BadRequestError",
        `Missing personalisation: ${missing.join(", ")}`,
      );
    }
    if (reference !== undefined && typeof reference !== "string") {
      throw new NotifyFailure(400, "ValidationError", "reference is not a string");
    }
    if (replyTo !== undefined && (typeof replyTo !== "string" || !UUID.test(replyTo))) {
      throw new NotifyFailure(400, "ValidationError", "email_reply_to_id is not a valid UUID");
    }
    const email: NotifiedEmail = {
      id: randomUUID(),
      emailAddress: to,
      templateId,
      personalisation: values,
      reference: typeof reference === "string" ? reference : null,
      replyToId: typeof replyTo === "string" ? replyTo : null,
    };
    const answer = {
      id: email.id,
      reference: email.reference,
      content: {
        subject: values.subject,
        body: values.body,
        from_email: "hub@notifications.service.gov.uk",
      },
      uri: `${url}/v2/notifications/${email.id}`,
      template: {
        id: templateId,
        version: 1,
        uri: `${url}/services/${serviceId}/templates/${templateId}`,
      },
    };
    return { email, answer };
  };

  const sendSms = (body: unknown): { text: NotifiedText; answer: unknown } => {
    const fields = fieldsOf(body, SMS_FIELDS);
    const { phone_number: to, template_id: templateId, personalisation, reference } = fields;
    if (typeof to !== "string") {
      throw new NotifyFailure(400, "ValidationError", "phone_number is a required property");
    }
    const problem = phoneNumberProblem(to);
    if (problem !== undefined) {
      throw new NotifyFailure(400, "ValidationError", `phone_number ${problem}`);
    }
    if (team !== undefined && !team.has(nationalNumber(to))) {
      throw new NotifyFailure(
        400,
        "BadRequestError",
        "Can't send to this recipient when service is in trial mode - see https://www.notifications.service.gov.uk/trial-mode",
      );
    }
    if (typeof templateId !== "string" || !UUID.test(templateId)) {
      throw new NotifyFailure(400, "ValidationError", "template_id is not a valid UUID");
    }
    if (!smsTemplates.includes(templateId)) {
      throw new NotifyFailure(400, "BadRequestError", "Template not found");
    }
    const values = (personalisation ?? {}) as Record<string, unknown>;
    if (typeof values.body !== "string") {
      throw new NotifyFailure(400, "BadRequestError", "Missing personalisation: body");
    }
    if (reference !== undefined && typeof reference !== "string") {
      throw new NotifyFailure(400, "ValidationError", "reference is not a string");
    }
    const text: NotifiedText = {
      id: randomUUID(),
      phoneNumber: to,
      templateId,
      personalisation: values,
      reference: typeof reference === "string" ? reference : null,
    };
    const answer = {
      id: text.id,
      reference: text.reference,
      content: { body: values.body, from_number: "GOVUK" },
      uri: `${url}/v2/notifications/${text.id}`,
      template: {
        id: templateId,
        version: 1,
        uri: `${url}/services/${serviceId}/templates/${templateId}`,
      },
    };
    return { text, answer };
  };

  const matches = (query: URLSearchParams, reference: string | null): boolean =>
    !query.has("reference") || reference === query.get("reference");

  const textsListed = (query: URLSearchParams) =>
    texts
      .filter((text) => matches(query, text.reference))
      .map((text) => ({
        id: text.id,
        reference: text.reference,
        phone_number: text.phoneNumber,
        type: "sms",
        status: "delivered",
        template: { id: text.templateId, version: 1, uri: `${url}/v2/template/${text.templateId}` },
        body: text.personalisation.body,
        created_at: new Date().toISOString(),
      }));

  const emailsListed = (query: URLSearchParams) =>
    received
      .filter((email) => matches(query, email.reference))
      .map((email) => ({
        id: email.id,
        reference: email.reference,
        email_address: email.emailAddress,
        type: "email",
        status: "delivered",
        template: {
          id: email.templateId,
          version: 1,
          uri: `${url}/v2/template/${email.templateId}`,
        },
        body: email.personalisation.body,
        subject: email.personalisation.subject,
        created_at: new Date().toISOString(),
      }));

  const listNotifications = (query: URLSearchParams) => ({
    notifications: [
      ...(query.get("template_type") === "sms" ? [] : emailsListed(query)),
      ...(query.get("template_type") === "email" ? [] : textsListed(query)),
    ],
    links: { current: `${url}/v2/notifications` },
  });

  const nextFault = (method: string): Fault | undefined => {
    const index = faults.findIndex(
      (entry) => entry.method === undefined || entry.method === method,
    );
    return index === -1 ? undefined : faults.splice(index, 1)[0]?.fault;
  };

  const handle = async (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    text: string,
  ): Promise<number> => {
    const method = request.method ?? "GET";
    const { pathname, searchParams } = new URL(request.url ?? "/", url);
    const answer = (status: number, body: unknown): number => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
      return status;
    };
    try {
      await authenticate(request.headers.authorization);
      const fault = nextFault(method);
      if (fault !== undefined && !("lose" in fault)) {
        return answer(fault.status, errorBody(fault.status, fault.error, fault.message));
      }
      const lost = fault !== undefined;
      if (lost && method !== "POST") {
        response.socket?.destroy();
        return 0;
      }
      if (method === "GET" && pathname === "/v2/notifications") {
        return answer(200, listNotifications(searchParams));
      }
      const kind = /^\/v2\/notifications\/(email|sms)$/.exec(pathname)?.[1];
      if (method === "POST" && kind !== undefined) {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new NotifyFailure(400, "BadRequestError", "Invalid JSON supplied in POST data");
        }
        let created: unknown;
        if (kind === "sms") {
          const sent = sendSms(body);
          texts.push(sent.text);
          created = sent.answer;
        } else {
          const sent = sendEmail(body);
          received.push(sent.email);
          created = sent.answer;
        }
        if (lost) {
          response.socket?.destroy();
          return 0;
        }
        return answer(201, created);
      }
      return answer(404, errorBody(404, "BadRequestError", "Not Found"));
    } catch (error) {
      if (!(error instanceof NotifyFailure)) throw error;
      return answer(error.status, errorBody(error.status, error.error, error.message));
    }
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://notify").pathname;
      handle(request, response, Buffer.concat(chunks).toString("utf8")).then(
        (status) => requests.push({ method: request.method ?? "GET", path, status }),
        () => {
          requests.push({ method: request.method ?? "GET", path, status: 500 });
          response.writeHead(500, { "content-type": "application/json" });
          response.end(JSON.stringify(errorBody(500, "Exception", "Internal server error")));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    apiKey: `hub_test-${serviceId}-${secret}`,
    serviceId,
    templates,
    smsTemplates,
    trialTeam: (phoneNumbers) => {
      team = phoneNumbers === undefined ? undefined : new Set(phoneNumbers.map(nationalNumber));
    },
    received,
    texts,
    requests,
    failNext: (count, fault, method) => {
      for (let index = 0; index < count; index += 1) faults.push({ fault, method });
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
