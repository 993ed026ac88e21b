import { createTranslator } from "./translate.ts";

/**
 * The error page's wording (`pages.error.*`, spec §2 and §8). It has its own module so the global
 * error page, a client component, can word itself without shipping the whole catalogue to the
 * browser; `errors.ts` merges it into the catalogue. `pages.error.404` is for "not found";
 * `pages.error.default` for every other status.
 */
export const errorPage = {
  pages: {
    error: {
      default: {
        title: "Sorry, there is a problem with the service",
        body: "Try again later.",
        categoryTitle: "You might find what you need in one of these categories",
      },
      "404": {
        title: "Page not found",
        body: "If you typed the web address, check it is correct. If you pasted the web address, check you copied the entire address.",
        categoryTitle: "Try browsing one of these categories instead",
      },
      status: "Error {status}",
      returnHome: "Return to homepage",
      /** An unknown service, or one no longer listed: the site cannot tell which (one 404 page). */
      serviceNotFound: {
        title: "Service not found",
        address:
          "If you typed the web address, check it is correct. If you pasted the web address, check you copied the entire address.",
        link: "If you followed a link, the service may no longer be listed on {site}.",
        help: "Search for services, groups and activities, or email {email} if you need help finding one.",
        search: "Search for services, groups and activities",
      },
    },
  },
} as const;

/** `t` over the error page's wording alone: the same keys and results as the catalogue's `t`. */
export const t = createTranslator(errorPage);

export type ErrorPageText = {
  readonly title: string;
  readonly body: string;
  readonly categoryTitle: string;
};

/** The error page's wording: 404 has its own; every other status uses the default (spec §2). */
export function errorPageText(status: number): ErrorPageText {
  return status === 404
    ? {
        title: t("pages.error.404.title"),
        body: t("pages.error.404.body"),
        categoryTitle: t("pages.error.404.categoryTitle"),
      }
    : {
        title: t("pages.error.default.title"),
        body: t("pages.error.default.body"),
        categoryTitle: t("pages.error.default.categoryTitle"),
      };
}
