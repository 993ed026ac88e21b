// The route of a declared journey (journey.ts): its pages (`?step=<id>` on one path, so browser
// back and forward walk them) and the handler their forms post to (`<path>/answer`), which keeps
// the answers in the sealed session cookie (forms/session.ts) and answers 303 to the next page.
// A journey whose addresses or submissions differ says so in its declaration (feedback: its
// `/feedback/send` and `?sent=1`, the `from` it carries, a submission per page shown).
// Without JavaScript everything works the same. The handler owns what every journey must do
// alike: refuse cross-site posts, say honestly when earlier answers have expired, send a
// submission once per token (a replay finds its confirmation), hold a visitor to the form's limit
// (a 429 page keeping the answers), and take an API refusal back to the page that asked.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import type { ReactNode } from "react";

import { t } from "@hub/core/messages";
import { withQuery } from "@hub/core/urls";
import { BackLink } from "@hub/ui/back-link";
import { Button } from "@hub/ui/button";
import { StepIndicator } from "@hub/ui/step-indicator";

import { mapApiErrors } from "../forms/api-errors.ts";
import {
  forbidden,
  isSameOriginPost,
  isSecureRequest,
  limitedLocation,
  postedValues,
  readForm,
  refererPath,
  seeOther,
} from "../forms/http.ts";
import { FormErrorSummary, formTitle, readSession, SummaryList } from "../forms/page.tsx";
import type { SummaryRow } from "../forms/page.tsx";
import { notSentMessage, sendOnce } from "../forms/send.ts";
import {
  cookieReader,
  createSessionStore,
  lostAnswersMessage,
  sessionKeyFromEnv,
} from "../forms/session.ts";
import { emptyFormState, FormStateSchema } from "../forms/state.ts";
import type { FormState } from "../forms/state.ts";
import { pageMetadata } from "../metadata.ts";
import type { PageMetadataInput } from "../metadata.ts";
import type { Site } from "../site.ts";
import type { LimitName } from "../state/limits.ts";
import { newSubmissionToken } from "../state/submissions.ts";
import { CONFIRMATION, stepHref } from "./journey.ts";
import type { Answers, Journey, PageView, QuestionStep } from "./journey.ts";

const CHECK = "check";

type PageQuery = Record<string, string | string[] | undefined>;

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
    rows: (view: PageView<C>, change: (step: string) => string) => SummaryRow[];
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

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function journeySessionStore(name: string, path: string) {
  return createSessionStore(FormStateSchema, { name, path, key: () => sessionKeyFromEnv() });
}

export function createJourneyRoute<P, C>(site: Site, declaration: JourneyRouteDeclaration<P, C>) {
  const { journey, carry } = declaration;
  if (journey.isStep(CHECK) && declaration.check === undefined) {
    throw new Error("A journey with check your answers declares its rows");
  }
  const store = (params: P) => journeySessionStore(declaration.cookie, declaration.base(params));
  const fieldId = (field: string) => `${declaration.idPrefix}-${field.replaceAll("_", "-")}`;
  const handler = declaration.handler ?? "answer";
  const confirmationQuery = declaration.confirmationQuery ?? { step: CONFIRMATION };
  const perPage = declaration.submission === "page";
  // Only a journey with "check your answers" has changes made from it.
  const isChange = (value: unknown) => value === "1" && journey.isStep(CHECK);

  /** The address of a page below `base`, keeping the carried answers (not the confirmation's). */
  function href(base: string, step: string, changing = false, carried: Answers = {}): string {
    if (step === CONFIRMATION) return withQuery(base, confirmationQuery);
    return withQuery(stepHref(base, journey.start, step, changing), carried);
  }

  /** The page a query asks for: the confirmation by its own query, else `?step=`, else the start. */
  function requestedStep(query: PageQuery): string {
    const confirming = Object.entries(confirmationQuery).every(
      ([name, value]) => single(query[name]) === value,
    );
    if (confirming) return CONFIRMATION;
    const requested = single(query.step);
    return requested !== CONFIRMATION && journey.isStep(requested) ? requested : journey.start;
  }

  async function Page({ params, searchParams }: JourneyPageProps<P>) {
    const resolved = await params;
    const query = await searchParams;
    const loaded = await declaration.load(resolved, "page");
    if (loaded === null) notFound();
    const base = declaration.base(resolved);
    const step = requestedStep(query);
    const changing = isChange(single(query.change));
    const state = (await readSession(store(resolved))) ?? emptyFormState(newSubmissionToken());
    const carried =
      carry?.({
        param: (name) => single(query[name]),
        answers: state.values,
        referer: refererPath(await headers()),
      }) ?? {};
    const page = (to: string, change = false) => href(base, to, change, carried);
    if (step === CONFIRMATION && state.done === null) redirect(page(journey.start));
    const allowed = journey.reachable(step, state.values);
    if (allowed !== step) redirect(page(allowed));
    const context = (await declaration.forPage?.(step, loaded)) ?? loaded;
    const errors = state.errors[step];
    const answers = { ...state.values, ...carried };
    const view: PageView<C> = {
      context,
      step,
      changing,
      state,
      answers,
      errors,
      value: (field) => answers[field] ?? "",
      error: (field) => {
        const message = errors?.fields[field];
        return message === undefined ? {} : { error: message };
      },
      fieldId,
    };
    if (step === CONFIRMATION) return declaration.confirmation(view, state.done?.result ?? {});
    return (
      <JourneyFrame declaration={declaration} view={view} href={page}>
        <StepContent
          declaration={declaration}
          view={view}
          href={page}
          action={`${base}/${handler}`}
          carried={carried}
        />
      </JourneyFrame>
    );
  }

  async function generateMetadata({
    params,
    searchParams,
  }: JourneyPageProps<P>): Promise<Metadata> {
    const resolved = await params;
    const query = await searchParams;
    const state = await readSession(store(resolved));
    const metadata = await declaration.metadata(resolved, single(query.step));
    return pageMetadata(site, {
      ...metadata,
      title: formTitle(metadata.title, state?.errors[requestedStep(query)]),
    });
  }

  /** `POST <path>/answer`: one page's answers, or the final submission. */
  async function POST(request: Request, { params }: { params: Promise<P> }) {
    if (!isSameOriginPost(request)) return forbidden();
    const resolved = await params;
    const context = await declaration.load(resolved, "post");
    if (context === null) return new Response("Not found", { status: 404 });
    const read = await readForm(request);
    if (!read.ok) return read.response;
    const { form } = read;
    const step = perPage ? journey.submitAt : form.get("step");
    const changing = isChange(form.get("change"));
    const token = form.get("token");
    const base = declaration.base(resolved);
    if (perPage && (typeof token !== "string" || token === "")) {
      return seeOther(href(base, journey.start));
    }
    const sessions = store(resolved);
    const secure = isSecureRequest(request);
    const { value: saved, loss } = sessions.read(cookieReader(request));
    const carried =
      carry?.({
        param: (name) => {
          const value = form.get(name);
          return typeof value === "string" ? value : undefined;
        },
        answers: {},
        referer: null,
      }) ?? {};
    const respond = (next: string, state: FormState, nextChanging = false, retryAfter?: number) => {
      const location = href(base, next, nextChanging, carried);
      return seeOther(
        retryAfter === undefined ? location : limitedLocation(location, retryAfter),
        sessions.write(state, secure),
      );
    };

    // The same submission again (double click, back then resubmit): show what it produced.
    if (typeof token === "string" && token === saved?.done?.token) {
      return seeOther(href(base, CONFIRMATION));
    }
    const asked = journey.question(step);
    if (typeof step !== "string" || (asked === undefined && step !== journey.submitAt)) {
      return seeOther(href(base, journey.start));
    }

    const session = saved ?? emptyFormState(newSubmissionToken());
    const state: FormState = perPage && typeof token === "string" ? { ...session, token } : session;
    const posted = asked === undefined ? {} : postedValues(form, asked.fields);
    const values: Record<string, string> = {
      ...state.values,
      ...(declaration.keep?.(step, posted, state.values) ?? posted),
      ...carried,
    };
    const errors = Object.fromEntries(
      Object.entries(state.errors).filter(([page]) => page !== step),
    );
    const answered: FormState = { ...state, values, errors };
    const refuse = (form: string) =>
      respond(step, { ...answered, errors: { ...errors, [step]: { fields: {}, form } } }, changing);

    const firstQuestion = journey.path(values).find((id) => journey.question(id) !== undefined);
    if (saved === null && step !== firstQuestion) {
      // The earlier answers are gone: start again from the first page, saying why.
      const restart = journey.reachable(CHECK, values);
      return respond(restart, {
        ...answered,
        errors: { [restart]: { fields: {}, form: lostAnswersMessage(loss) } },
      });
    }

    if (asked !== undefined) {
      if (declaration.lookup !== undefined) {
        const found = await declaration.lookup(step, values);
        if (found === null) return refuse(t("forms.apiDown"));
        Object.assign(values, found);
      }
      const checked = journey.validateStep(step, values);
      if (!checked.ok) {
        return respond(
          step,
          { ...answered, errors: { ...errors, [step]: { fields: checked.errors } } },
          changing,
        );
      }
    }
    if (step !== journey.submitAt) return respond(journey.next(step, values, changing), answered);

    const parsed = journey.parse(values);
    if (!parsed.ok) {
      return respond(parsed.step, {
        ...answered,
        errors: { ...errors, [parsed.step]: { fields: parsed.errors } },
      });
    }
    const sent = await submitAnswers(site, journey, {
      limit: declaration.limit,
      token: state.token,
      answers: values,
      send: (headers) => declaration.send(parsed.data, values, context, headers),
      ...(declaration.apiErrors === undefined ? {} : { apiErrors: declaration.apiErrors }),
    });
    if (sent.ok) {
      // The answers are dropped as soon as they are sent; the confirmation keeps what it shows.
      return respond(CONFIRMATION, {
        token: newSubmissionToken(),
        values: {},
        errors: {},
        done: { token: state.token, result: sent.result },
      });
    }
    return respond(sent.step, { ...answered, errors: sent.errors }, false, sent.retryAfterSeconds);
  }

  return { Page, generateMetadata, POST };
}

type Submitted =
  | { ok: true; result: Record<string, string> }
  | {
      ok: false;
      /** The page to send the person back to, and the errors to show there. */
      step: string;
      errors: FormState["errors"];
      retryAfterSeconds: number | undefined;
    };

/**
 * Sends a journey's answers once per submission token, within the visitor's limit: what the send
 * resolved to, or where the person goes back to and why (the API's field errors on the pages
 * that asked, or a message on the sending page saying it was not sent).
 */
async function submitAnswers<C>(
  site: Site,
  journey: Journey<C>,
  submission: {
    limit: LimitName;
    token: string;
    answers: Answers;
    send: (headers: Record<string, string>) => Promise<Record<string, string>>;
    apiErrors?: (
      errors: Readonly<Record<string, readonly string[]>>,
    ) => Record<string, readonly string[]>;
  },
): Promise<Submitted> {
  const sent = await sendOnce(site, submission.limit, submission.token, submission.send);
  if (sent.ok) return sent;
  if (sent.problem === "invalid") {
    const mapped = mapApiErrors(
      submission.apiErrors?.(sent.errors) ?? sent.errors,
      journey.apiFieldTargets,
      journey.path(submission.answers),
      journey.submitAt,
    );
    return {
      ok: false,
      step: mapped.firstStep,
      errors: mapped.byStep,
      retryAfterSeconds: undefined,
    };
  }
  const { message, retryAfterSeconds } = notSentMessage(sent);
  return {
    ok: false,
    step: journey.submitAt,
    errors: { [journey.submitAt]: { fields: {}, form: message } },
    retryAfterSeconds,
  };
}

/**
 * A question page's error summary and form: the question's own content, the hidden step,
 * submission token and carried answers, and the submit button.
 */
function QuestionForm<C>({
  asked,
  view,
  action,
  carried,
}: {
  asked: QuestionStep<C>;
  view: PageView<C>;
  action: string;
  carried: Answers;
}) {
  const content = asked.render(view);
  const fieldIds = Object.fromEntries(asked.fields.map((field) => [field, view.fieldId(field)]));
  return (
    <>
      {content.lead}
      <FormErrorSummary errors={view.errors} fieldIds={fieldIds} />
      {content.caption}
      <form method="post" action={action} noValidate className="flex flex-col gap-6">
        <input type="hidden" name="step" value={view.step} />
        <input type="hidden" name="token" value={view.state.token} />
        {view.changing ? <input type="hidden" name="change" value="1" /> : null}
        <CarriedFields carried={carried} />
        {content.body}
        <div>
          <Button>{content.submitLabel ?? t("forms.continue")}</Button>
        </div>
      </form>
      {content.after}
    </>
  );
}

function CarriedFields({ carried }: { carried: Answers }) {
  return Object.entries(carried).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

type PageParts<P, C> = {
  declaration: JourneyRouteDeclaration<P, C>;
  view: PageView<C>;
  href: (step: string, changing?: boolean) => string;
};

function JourneyFrame<P, C>({
  declaration,
  view,
  href,
  children,
}: PageParts<P, C> & { children: ReactNode }) {
  const { journey } = declaration;
  const number = journey.stepNumber(view.step, view.answers);
  const counter = !journey.counted ? null : number === null ? (
    <p className="text-lg text-text-muted">{declaration.unnumbered?.(view)}</p>
  ) : (
    <StepIndicator current={number.current} total={number.total} />
  );
  return (
    <div className="flex max-w-prose flex-col gap-6">
      <JourneyBackLink declaration={declaration} view={view} href={href} />
      {counter}
      {children}
    </div>
  );
}

/** Back to the previous page, or out of the journey from its first; none when not declared. */
function JourneyBackLink<P, C>({ declaration, view, href }: PageParts<P, C>) {
  const { journey, back } = declaration;
  if (back === undefined) return null;
  const previous = journey.previous(view.step, view.answers, view.changing);
  if (previous !== null) return <BackLink href={href(previous)}>{back.label}</BackLink>;
  const exit = back.exit(view.context);
  return <BackLink href={exit.href}>{exit.label}</BackLink>;
}

function StepContent<P, C>({
  declaration,
  view,
  href,
  action,
  carried,
}: PageParts<P, C> & { action: string; carried: Answers }) {
  const { journey, check } = declaration;
  const asked = journey.question(view.step);
  if (asked !== undefined) {
    return <QuestionForm asked={asked} view={view} action={action} carried={carried} />;
  }
  if (view.step !== CHECK || check === undefined) {
    const page = journey.steps.find((step) => step.id === view.step);
    return page?.kind === "page" ? page.render(view) : null;
  }
  return (
    <>
      <h1 className="text-2xl font-bold">{check.title}</h1>
      <FormErrorSummary errors={view.errors} fieldIds={{}} />
      <SummaryList rows={check.rows(view, (step) => href(step, true))} />
      {check.submitLabel === undefined ? (
        <div>
          <Button href={href(journey.next(CHECK, view.answers, false))}>
            {t("forms.continue")}
          </Button>
        </div>
      ) : (
        <form method="post" action={action}>
          <input type="hidden" name="step" value={CHECK} />
          <input type="hidden" name="token" value={view.state.token} />
          <CarriedFields carried={carried} />
          <Button>{check.submitLabel}</Button>
        </form>
      )}
    </>
  );
}
