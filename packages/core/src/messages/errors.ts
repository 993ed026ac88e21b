/**
 * Error wording: the error page (`pages.error.*`, spec §2 and §8) and the error catalogue
 * (`errors.*`). `pages.error.404` is for "not found"; `pages.error.default` for every other status.
 */
export const errors = {
  pages: {
    error: {
      default: {
        title: "Sorry, there is a problem with the service",
        body: "Please try again later.",
        categoryTitle: "You might find what you need in one of these categories",
      },
      "404": {
        title: "Page not found",
        body: "It seems like the page you are looking for doesn't exist.",
        categoryTitle: "Try browsing one of these categories instead",
      },
      status: "Error {status}",
      returnHome: "Return to homepage",
      serviceUnavailable: {
        title: "Service not available",
        body: "This service has been removed from {site}. Please contact {email} for more information.",
      },
    },
  },
  errors: {
    categoryNotFound: "Category not found",
    personaNotFound: "Persona not found",
    invalidAddress: "This web address is not valid",
    addressTooLong: "This web address is too long",
    pageNotFound: "Page not found: {path}",
    pageValidationNotFound: "Page Not Found: {path}",
    invalidDay: "Invalid day",
    api: {
      summaryTitle: "There is a problem",
      generic: "Something went wrong. Please try again later.",
      network: "We could not reach the service. Check your connection and try again.",
      badRequest: "The request could not be understood. Please check what you entered.",
      notFound: "We could not find what you were looking for.",
      validation: "Please correct the errors below and try again.",
      tooManyRequests: "Too many requests. Please wait a moment and try again.",
      server: "The service is having problems. Please try again later.",
      unavailable: "The service is temporarily unavailable. Please try again later.",
    },
  },
} as const;
