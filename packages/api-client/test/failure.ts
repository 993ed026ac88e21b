// The error a call of the client fails with, for tests that expect it to fail.
import { ApiError } from "../src/client.ts";

/** The {@link ApiError} `promise` rejects with; anything else (or success) fails the test. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}
