// A local stand-in for GOV.UK Notify's API (decision 0070), on a free loopback port, for the
// delivery tests: it checks each request's token as Notify does (HS256, signed with the key's
// secret, `iss` the service id, `iat` within 30 seconds), answers `POST /v2/notifications/email`
// and `GET /v2/notifications` with Notify's documented bodies and errors, keeps every email it
// accepts, and can be told to fail the next requests (429, 500, or an answer lost on the way).
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { jwtVerify } from "jose";

export type NotifiedEmail = {
  id: string;
  emailAddress: string;
  templateId: string;
  personalisation: Record<string, unknown>;
  reference: string | null;
  replyToId: string | null;
};

/** What the next requests get instead of an answer. */
export type Fault =
  /** Notify's error body with this status (`RateLimitError`, `Exception`, …). */
  | { status: number; error: string; message: string }
  /** The email is accepted and kept, then the connection drops before the answer. */
  | { lose: true };

export type LocalNotify = {
  url: string;
  /** A key this stand-in accepts: `{name}-{service id}-{secret}`. */
  apiKey: string;
  serviceId: string;
  /** The email templates it knows; each needs `((subject))` and `((body))`. */
  templates: readonly string[];
  received: NotifiedEmail[];
  /** Every request, in order: method, path and the status answered (0 for a lost answer). */
  requests: { method: string; path: string; status: number }[];
  /** Fails the next `count` requests of `method` (any method when unset) with `fault`. */
  failNext: (count: number, fault: Fault, method?: "GET" | "POST") => void;
  close: () => Promise<void>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PLACEHOLDERS = ["subject", "body"] as const;
const EMAIL_FIELDS = new Set([
  "email_address",
  "template_id",
  "personalisation",
  "reference",
  "email_reply_to_id",
]);

/** A refusal, answered with Notify's error body. */
class NotifyFailure extends Error {
  readonly status: number;
  readonly error: string;

  constructor(status: number, error: string, message: string) {
    super(message);
    this.status = status;
    this.error = error;
  }
}

const errorBody = (status: number, error: string, message: string) => ({
  status_code: status,
  errors: [{ error, message }],
});

export async function startLocalNotify(templateCount = 5): Promise<LocalNotify> {
  const serviceId = randomUUID();
  const secret = randomUUID();
  const templates = Array.from({ length: templateCount }, (): string => randomUUID());
  const received: NotifiedEmail[] = [];
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
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new NotifyFailure(400, "BadRequestError", "Invalid JSON supplied in POST data");
    }
    const fields = body as Record<string, unknown>;
    const extra = Object.keys(fields).filter((key) => !EMAIL_FIELDS.has(key));
    if (extra.length > 0) {
      throw new NotifyFailure(
        400,
        "ValidationError",
        `Additional properties are not allowed (${extra.join(", ")})`,
      );
    }
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

  const listNotifications = (query: URLSearchParams) => ({
    notifications: received
      .filter((email) => !query.has("reference") || email.reference === query.get("reference"))
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
      })),
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
      if (method === "POST" && pathname === "/v2/notifications/email") {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new NotifyFailure(400, "BadRequestError", "Invalid JSON supplied in POST data");
        }
        const { email, answer: created } = sendEmail(body);
        received.push(email);
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
    received,
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
