// Checks every JSON request body before a handler reads it: the bytes must be UTF-8, and no string
// (nor key) may hold a NUL or an unpaired surrogate, which PostgreSQL text cannot store (a 500)
// or would silently replace. Nesting is bounded so no walk over the body can exhaust the stack.
// Malformed JSON is left to the handlers, which read it as an empty body, as Laravel does.
import { attributeName } from "@hub/api-client/schemas";
import type { Context } from "hono";
import type { AppEnv } from "./env.ts";
import type { ValidationErrors } from "./errors.ts";
import { validationFailed } from "./errors.ts";

/** Deeper than any request of the contract (a sign-up's `service.useful_infos.0.order` is 4). */
export const MAX_BODY_DEPTH = 32;

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

export async function checkJsonBody(c: Context<AppEnv>, next: () => Promise<void>) {
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") {
    return next();
  }
  // Hono caches the bytes: the handler's `c.req.json()` parses them again from this copy.
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength === 0) return next();
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw validationFailed({ body: ["The request body must be valid UTF-8."] });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return next();
  }
  const errors = bodyErrors(value);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  await next();
}

/** Errors by dot path for strings that cannot be stored, walking without recursion. */
export function bodyErrors(root: unknown): ValidationErrors {
  const errors: ValidationErrors = {};
  const add = (key: string, message: string) => {
    const messages = (errors[key] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof value === "string") {
      const problem = stringProblem(value);
      const key = path.length === 0 ? "body" : path.join(".");
      if (problem) add(key, fieldMessage(path.length === 0 ? "" : key, problem));
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (path.length >= MAX_BODY_DEPTH) {
      return {
        body: [`The request body must not be nested more than ${MAX_BODY_DEPTH} levels deep.`],
      };
    }
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    for (const [key] of entries) {
      const problem = stringProblem(key);
      if (problem) add("body", fieldMessage("", problem));
    }
    // Pushed last to first, so fields are reported in the body's own order, as a schema would.
    for (const [key, item] of entries.toReversed())
      stack.push({ value: item, path: [...path, key] });
  }
  return errors;
}

type Problem = "nul" | "utf8";

function stringProblem(value: string): Problem | undefined {
  if (value.includes("\u0000")) return "nul";
  if (!value.isWellFormed()) return "utf8";
  return undefined;
}

function fieldMessage(key: string, problem: Problem): string {
  const subject = key === "" ? "The request body" : `The ${attributeName(key)} field`;
  return problem === "nul"
    ? `${subject} must not contain null characters.`
    : `${subject} must be valid UTF-8.`;
}
