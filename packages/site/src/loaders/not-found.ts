// An API 404 means the page does not exist; every other failure is left to the error page.
import { notFound } from "next/navigation";

import { isApiError } from "@hub/api-client/client";

/** Resolves `promise`, turning an API 404 into Next's `notFound()`. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (isApiError(error) && error.kind === "http" && error.status === 404) notFound();
    throw error;
  }
}

/** Resolves `promise`, or `null` on an API 404 (for metadata, which must not throw for a gone page). */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isApiError(error) && error.kind === "http" && error.status === 404) return null;
    throw error;
  }
}
