import { errorPage } from "./error-page.ts";

/**
 * Error wording: the error page (`pages.error.*`, kept in `error-page.ts`) and the error catalogue
 * (`errors.*`).
 */
export const errors = {
  ...errorPage,
  errors: {
    categoryNotFound: "Category not found",
    personaNotFound: "Persona not found",
    invalidAddress: "This web address is not valid",
    addressTooLong: "This web address is too long",
    tooManyRequests: "Too many requests",
    tooManyRequestsBody:
      "You have searched many times in the last minute. Wait a minute, then try again.",
    pageNotFound: "Page not found: {path}",
    pageValidationNotFound: "Page Not Found: {path}",
    invalidDay: "Invalid day",
    api: {
      summaryTitle: "There is a problem",
      generic: "Something went wrong. Try again later.",
      network: "We could not reach the service. Check your connection and try again.",
      badRequest: "The request could not be understood. Check what you entered.",
      notFound: "We could not find what you were looking for.",
      validation: "Correct the errors below and try again.",
      tooManyRequests: "Too many requests. Wait a moment and try again.",
      server: "The service is having problems. Try again later.",
      unavailable: "The service is temporarily unavailable. Try again later.",
    },
  },
} as const;
