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
    tooManyPagesBody: "You have opened many pages in a short time. Wait a minute, then try again.",
    pageNotFound: "Page not found: {path}",
    pageValidationNotFound: "Page Not Found: {path}",
  },
} as const;
