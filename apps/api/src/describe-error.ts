// What is safe to log about an error. Logs never hold what a visitor typed, and a query's
// parameters can: drizzle's messages end with them.

/**
 * The error's type, message and stack without drizzle's `params:` tail, and its cause (the
 * driver's own error) described the same way.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const withoutParams = (text: string): string => text.split("\nparams:")[0] ?? "";
  return {
    type: error.name,
    message: withoutParams(error.message),
    stack: error.stack ? withoutParams(error.stack) : undefined,
    ...(error.cause === undefined ? {} : { cause: describeError(error.cause) }),
  };
}
