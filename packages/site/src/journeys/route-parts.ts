// What a journey's route declares (the route is made by journey-route.tsx), and what its pages
// (journey-pages.tsx) and its handler (journey-post.ts) derive from that declaration once: the
// session store, input ids, page addresses and which page a query asks for.
import type { ReactNode } from "react";

import { withQuery } from "@hub/core/urls";

import type { SummaryRow } from "../forms/page.tsx";
import { createSessionStore, sessionKeyFromEnv } from "../forms/session.ts";
import { FormStateSchema } from "../forms/state.ts";
import type { PageMetadataInput } from "../metadata.ts";
import type { Site } from "../site.ts";
import type { LimitName } from "../state/limits.ts";
import { CONFIRMATION, stepHref } from "./journey.ts";
import type { Answers, Journey, PageView } from "./journey.ts";

export const CHECK = "check";

export type PageQuery = Record<string, string | string[] | undefined>;

export type JourneyPageProps<P> = {
  params: Promise<P>;
  searchParams: Promise<PageQuery>;
};

/** Where the answers a journey carries are read from (`carry`). */
type CarrySource = {
  /** A parameter of the page's query, or a field of the post. */
  param: (name: string) => string | undefined;
  /** The answers so far (none for a post: it carries its own). */
  answers: Answers;
  /** The page of this site that linked to the page (none for a post). */
  referer: string | null;
};

export type JourneyRouteDeclaration<P, C> = {
  journey: Journey<C>;
  /** Input ids are `<idPrefix>-<field-name>`. */
  idPrefix: string;
  /** The session cookie's name; it is only sent below the journey's path. */
  cookie: string;
  /** The per-visitor limit its submissions count against. */
  limit: LimitName;
  /** The journey's path. */
  base: (params: P) => string;
  /** The segment below the path that its forms post to; `answer` when not given. */
  handler?: string;
  /** The confirmation page's query; `step=confirmation` when not given. */
  confirmationQuery?: Readonly<Record<string, string>>;
  /**
   * What one submission is: the journey, with its session's token (the default); or, for a
   * one-page form, each showing of the page, with the token that page posts (the form opened
   * again sends again). Every post then answers that page, and one without a token goes back.
   */
  submission?: "journey" | "page";
  /**
   * Answers the pages carry rather than ask (the page feedback is about), by name, "" for none.
   * The forms post them as hidden fields, and the address of a page the handler sends the
   * person to keeps them (the confirmation's does not).
   */
  carry?: (source: CarrySource) => Answers;
  /**
   * What its pages need (the service referred to); null where the journey is not offered (404).
   * For a page it may redirect instead.
   */
  load: (params: P, use: "page" | "post") => Promise<C | null>;
  /** More for the page about to be shown (the organisations a question suggests). */
  forPage?: (step: string, context: C) => Promise<C>;
  /** The page's metadata; the engine prefixes the title with "Error: " when it has errors. */
  metadata: (
    params: P,
    requestedStep: string | undefined,
  ) => Promise<PageMetadataInput & { title: string }>;
  /**
   * The back link's words, and where the first page's back link leaves the journey; no back
   * link when not given.
   */
  back?: { label: string; exit: (context: C) => { href: string; label: string } };
  /** Said instead of "Step N of M" on an unnumbered page (the start page). */
  unnumbered?: (view: PageView<C>) => ReactNode;
  /** "Check your answers", for a journey that has it. */
  check?: {
    title: string;
    /** Its rows; when not given, the rows the declared fields of the path have (fields.tsx). */
    rows?: (view: PageView<C>, change: (step: string) => string) => SummaryRow[];
    /** The button that sends the answers, when "check your answers" is where they are sent. */
    submitLabel?: string;
  };
  confirmation: (view: PageView<C>, result: Readonly<Record<string, string>>) => ReactNode;
  /** The answers to keep from a page's post (empty password boxes keep a chosen password). */
  keep?: (step: string, posted: Record<string, string>, saved: Answers) => Record<string, string>;
  /** Answers found from a page's (an organisation's id from its name); null when that failed. */
  lookup?: (step: string, answers: Answers) => Promise<Record<string, string> | null>;
  /** Sends the parsed answers; what it resolves to is kept for the confirmation page. */
  send: (
    parsed: Record<string, unknown>,
    answers: Answers,
    context: C,
    headers: Record<string, string>,
  ) => Promise<Record<string, string>>;
  /** The API's messages reworded for people, before they are placed on pages. */
  apiErrors?: (
    errors: Readonly<Record<string, readonly string[]>>,
  ) => Record<string, readonly string[]>;
};

export function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function journeySessionStore(name: string, path: string) {
  return createSessionStore(FormStateSchema, { name, path, key: () => sessionKeyFromEnv() });
}

/** What a route's pages and handler derive from its declaration. */
export type RouteParts<P, C> = {
  site: Site;
  declaration: JourneyRouteDeclaration<P, C>;
  journey: Journey<C>;
  store: (params: P) => ReturnType<typeof journeySessionStore>;
  fieldId: (field: string) => string;
  /** Whether each showing of the page is a submission of its own (`submission: "page"`). */
  perPage: boolean;
  /** Whether a query or post marks a change from "check your answers". */
  isChange: (value: unknown) => boolean;
  /** The address of a page below `base`, keeping the carried answers (not the confirmation's). */
  href: (base: string, step: string, changing?: boolean, carried?: Answers) => string;
  /** The page a query asks for: the confirmation by its own query, else `?step=`, else the start. */
  requestedStep: (query: PageQuery) => string;
  /** Where the page's forms post to. */
  action: (base: string) => string;
};

export function routeParts<P, C>(
  site: Site,
  declaration: JourneyRouteDeclaration<P, C>,
): RouteParts<P, C> {
  const { journey } = declaration;
  const confirmationQuery = declaration.confirmationQuery ?? { step: CONFIRMATION };
  const handler = declaration.handler ?? "answer";
  return {
    site,
    declaration,
    journey,
    store: (params) => journeySessionStore(declaration.cookie, declaration.base(params)),
    fieldId: (field) => `${declaration.idPrefix}-${field.replaceAll("_", "-")}`,
    perPage: declaration.submission === "page",
    // Only a journey with "check your answers" has changes made from it.
    isChange: (value) => value === "1" && journey.isStep(CHECK),
    href(base, step, changing = false, carried = {}) {
      if (step === CONFIRMATION) return withQuery(base, confirmationQuery);
      return withQuery(stepHref(base, journey.start, step, changing), carried);
    },
    requestedStep(query) {
      const confirming = Object.entries(confirmationQuery).every(
        ([name, value]) => single(query[name]) === value,
      );
      if (confirming) return CONFIRMATION;
      const requested = single(query.step);
      return requested !== CONFIRMATION && journey.isStep(requested) ? requested : journey.start;
    },
    action: (base) => `${base}/${handler}`,
  };
}
