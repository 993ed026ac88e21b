"use client";
// The app's `error.tsx`. Error boundaries must be client components, and a client component
// must not pull the message catalogue into the browser, so the root layout renders the error
// page on the server (shell, status, heading, wording) and hands it down through context; the
// boundary only shows it.
import { createContext, useContext } from "react";
import type { ReactNode } from "react";

const ErrorFallbackContext = createContext<ReactNode>(null);

export function ErrorFallbackProvider({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  return <ErrorFallbackContext value={fallback}>{children}</ErrorFallbackContext>;
}

/** Shows the server-rendered error page in place of the segment that failed. */
export function ErrorBoundaryPage() {
  return <>{useContext(ErrorFallbackContext)}</>;
}
