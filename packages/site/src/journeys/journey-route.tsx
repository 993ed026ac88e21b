// The route of a declared journey (journey.ts): its pages (`?step=<id>` on one path, so browser
// back and forward walk them) and the handler their forms post to (`<path>/answer`), which keeps
// the answers in the sealed session cookie (forms/session.ts) and answers 303 to the next page.
// Without JavaScript everything works the same. The handler owns what every journey must do
// alike: refuse cross-site posts, say honestly when earlier answers have expired, send a
// submission once per token (a replay finds its confirmation), hold a visitor to the form's limit
// (a 429 page keeping the answers), and take an API refusal back to the page that asked.
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import type { ReactNode } from "react";

import { t } from "@hub/core/messages";
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

export type JourneyPageProps<P> = {
  params: Promise<P>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
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
  /** The back link's words, and where the first page's back link leaves the journey. */
  back: { label: string; exit: (context: C) => { href: string; label: string } };
  /** Said instead of "Step N of M" on an unnumbered page (the start page). */
  unnumbered?: (view: PageView<C>) => ReactNode;
  check: {
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
  const { journey } = declaration;
  const store = (params: P) => journeySessionStore(declaration.cookie, declaration.base(params));
  const fieldId = (field: string) => `${declaration.idPrefix}-${field.replaceAll("_", "-")}`;

  async function Page({ params, searchParams }: JourneyPageProps<P>) {
    const resolved = await params;
    const query = await searchParams;
    const loaded = await declaration.load(resolved, "page");
    if (loaded === null) notFound();
    const base = declaration.base(resolved);
    const requested = single(query.step);
    const step = journey.isStep(requested) ? requested : journey.start;
    const changing = single(query.change) === "1";
    const state = (await readSession(store(resolved))) ?? emptyFormState(newSubmissionToken());
    const href = (to: string, change = false) => stepHref(base, journey.start, to, change);
    if (step === CONFIRMATION && state.done === null) redirect(href(journey.start));
    const allowed = journey.reachable(step, state.values);
    if (allowed !== step) redirect(href(allowed));
    const context = (await declaration.forPage?.(step, loaded)) ?? loaded;
    const errors = state.errors[step];
    const view: PageView<C> = {
      context,
      step,
      changing,
      state,
      answers: state.values,
      errors,
      value: (field) => state.values[field] ?? "",
      error: (field) => {
        const message = errors?.fields[field];
        return message === undefined ? {} : { error: message };
      },
      fieldId,
    };
    if (step === CONFIRMATION) return declaration.confirmation(view, state.done?.result ?? {});
    return (
      <JourneyFrame declaration={declaration} view={view} href={href}>
        <StepContent declaration={declaration} view={view} base={base} href={href} />
      </JourneyFrame>
    );
  }

  async function generateMetadata({
    params,
    searchParams,
  }: JourneyPageProps<P>): Promise<Metadata> {
    const resolved = await params;
    const requested = single((await searchParams).step);
    const step = journey.isStep(requested) ? requested : journey.start;
    const state = await readSession(store(resolved));
    const metadata = await declaration.metadata(resolved, requested);
    return pageMetadata(site, {
      ...metadata,
      title: formTitle(metadata.title, state?.errors[step]),
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
    const step = form.get("step");
    const changing = form.get("change") === "1";
    const token = form.get("token");
    const base = declaration.base(resolved);
    const sessions = store(resolved);
    const secure = isSecureRequest(request);
    const { value: saved, loss } = sessions.read(cookieReader(request));
    const href = (to: string, change = false) => stepHref(base, journey.start, to, change);
    const respond = (next: string, state: FormState, nextChanging = false, retryAfter?: number) => {
      const location = href(next, nextChanging);
      return seeOther(
        retryAfter === undefined ? location : limitedLocation(location, retryAfter),
        sessions.write(state, secure),
      );
    };

    // The same submission again (double click, back then resubmit): show what it produced.
    if (typeof token === "string" && token === saved?.done?.token) {
      return seeOther(href(CONFIRMATION));
    }
    const asked = journey.question(step);
    if (typeof step !== "string" || (asked === undefined && step !== journey.submitAt)) {
      return seeOther(href(journey.start));
    }

    const state: FormState = saved ?? emptyFormState(newSubmissionToken());
    const posted = asked === undefined ? {} : postedValues(form, asked.fields);
    const values: Record<string, string> = {
      ...state.values,
      ...(declaration.keep?.(step, posted, state.values) ?? posted),
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

export type Submitted =
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
export async function submitAnswers<C>(
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
 * A question page's error summary and form: the question's own content, the hidden step and
 * submission token, and the submit button.
 */
export function QuestionForm<C>({
  asked,
  view,
  action,
  hidden,
}: {
  asked: QuestionStep<C>;
  view: PageView<C>;
  action: string;
  /** More hidden fields the form carries (the page feedback is about). */
  hidden?: Readonly<Record<string, string>>;
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
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {content.body}
        <div>
          <Button>{content.submitLabel ?? t("forms.continue")}</Button>
        </div>
      </form>
      {content.after}
    </>
  );
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
  const back = journey.previous(view.step, view.answers, view.changing);
  const exit = declaration.back.exit(view.context);
  const number = journey.stepNumber(view.step, view.answers);
  const counter = !journey.counted ? null : number === null ? (
    <p className="text-lg text-text-muted">{declaration.unnumbered?.(view)}</p>
  ) : (
    <StepIndicator current={number.current} total={number.total} />
  );
  return (
    <div className="flex max-w-prose flex-col gap-6">
      <BackLink href={back === null ? exit.href : href(back)}>
        {back === null ? exit.label : declaration.back.label}
      </BackLink>
      {counter}
      {children}
    </div>
  );
}

function StepContent<P, C>({ declaration, view, href, base }: PageParts<P, C> & { base: string }) {
  const { journey } = declaration;
  const asked = journey.question(view.step);
  if (asked !== undefined) {
    return <QuestionForm asked={asked} view={view} action={`${base}/answer`} />;
  }
  if (view.step !== CHECK) {
    const page = journey.steps.find((step) => step.id === view.step);
    return page?.kind === "page" ? page.render(view) : null;
  }
  const { check } = declaration;
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
        <form method="post" action={`${base}/answer`}>
          <input type="hidden" name="step" value={CHECK} />
          <input type="hidden" name="token" value={view.state.token} />
          <Button>{check.submitLabel}</Button>
        </form>
      )}
    </>
  );
}
