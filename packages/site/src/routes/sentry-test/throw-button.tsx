"use client";
// The `/sentry` page's client error: thrown from a click handler, so it reaches the browser's
// global error handler (which Sentry's SDK listens on), not a React error boundary.
import { buttonClass } from "@hub/ui/button";

export function ThrowClientErrorButton({ label, message }: { label: string; message: string }) {
  return (
    <button
      type="button"
      className={buttonClass("secondary")}
      onClick={() => {
        throw new Error(message);
      }}
    >
      {label}
    </button>
  );
}
