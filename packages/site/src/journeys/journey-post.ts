// The handler a journey's forms post to (`<path>/answer`): it keeps each page's answers in the
// sealed session cookie and answers 303 to the next page. It owns what every journey must do
// alike: refuse cross-site posts, say honestly when earlier answers have expired, send a
// submission once per token (a replay finds its confirmation), hold a visitor to the form's limit
// (a 429 page keeping the answers), and take an API refusal back to the page that asked.
import { t } from "@hub/core/messages";

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
import { notSentMessage, sendOnce } from "../forms/send.ts";
import { cookieReader, lostAnswersMessage } from "../forms/session.ts";
import { emptyFormState } from "../forms/state.ts";
import type { FormState } from "../forms/state.ts";
import type { Site } from "../site.ts";
import type { LimitName } from "../state/limits.ts";
import { newSubmissionToken } from "../state/submissions.ts";
import { CONFIRMATION } from "./journey.ts";
import type { Answers, Journey, QuestionStep } from "./journey.ts";
import { CHECK } from "./route-parts.ts";
import type { RouteParts } from "./route-parts.ts";

/** One post, read: the page it answers and how to answer it. */
type Post<C> = {
  step: string;
  changing: boolean;
  /** The question the page asks; none for "check your answers". */
  asked: QuestionStep<C> | undefined;
  /** The session it arrived with; null when there was none or it could not be read. */
  saved: FormState | null;
  loss: Parameters<typeof lostAnswersMessage>[0];
  /** The session the answers go into (a one-page form's posted token taken as its own). */
  state: FormState;
  posted: Record<string, string>;
  /** The answers the pages carry, as posted (`carry`). */
  carried: Answers;
  /** A 303 to a page of the journey, keeping the carried answers, writing the session. */
  respond: (next: string, state: FormState, changing?: boolean, retryAfter?: number) => Response;
};

/** `POST <path>/answer`: one page's answers, or the final submission. */
export async function answerPost<P, C>(
  parts: RouteParts<P, C>,
  request: Request,
  { params }: { params: Promise<P> },
): Promise<Response> {
  const { declaration, journey, perPage } = parts;
  if (!isSameOriginPost(request)) return forbidden();
  const resolved = await params;
  const context = await declaration.load(resolved, "post");
  if (context === null) return new Response("Not found", { status: 404 });
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const step = perPage ? journey.submitAt : form.get("step");
  const token = form.get("token");
  const base = declaration.base(resolved);
  if (perPage && (typeof token !== "string" || token === "")) {
    return seeOther(parts.href(base, journey.start));
  }
  const sessions = parts.store(resolved);
  const secure = isSecureRequest(request);
  const { value: saved, loss } = sessions.read(cookieReader(request));
  const carried = declaration.carry?.({ param: formParam(form), answers: {}, referer: null }) ?? {};

  // The same submission again (double click, back then resubmit): show what it produced.
  if (typeof token === "string" && token === saved?.done?.token) {
    return seeOther(parts.href(base, CONFIRMATION));
  }
  const asked = journey.question(step);
  if (typeof step !== "string" || (asked === undefined && step !== journey.submitAt)) {
    return seeOther(parts.href(base, journey.start));
  }
  const session = saved ?? emptyFormState(newSubmissionToken());
  return takeAnswers(parts, context, {
    step,
    changing: parts.isChange(form.get("change")),
    asked,
    saved,
    loss,
    state: perPage && typeof token === "string" ? { ...session, token } : session,
    posted: asked === undefined ? {} : postedValues(form, asked.fields),
    carried,
    respond: (next, state, nextChanging = false, retryAfter) => {
      const location = parts.href(base, next, nextChanging, carried);
      return seeOther(
        retryAfter === undefined ? location : limitedLocation(location, retryAfter),
        sessions.write(state, secure),
      );
    },
  });
}

function formParam(form: FormData) {
  return (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
}

/** Keeps a page's answers and checks them; goes on to the next page, or sends from the last. */
async function takeAnswers<P, C>(
  parts: RouteParts<P, C>,
  context: C,
  post: Post<C>,
): Promise<Response> {
  const { declaration, journey } = parts;
  const { step, changing, asked, state, respond } = post;
  const values: Record<string, string> = {
    ...state.values,
    ...(declaration.keep?.(step, post.posted, state.values) ?? post.posted),
    ...post.carried,
  };
  const errors = Object.fromEntries(Object.entries(state.errors).filter(([page]) => page !== step));
  const answered: FormState = { ...state, values, errors };
  const refuse = (form: string) =>
    respond(step, { ...answered, errors: { ...errors, [step]: { fields: {}, form } } }, changing);

  const firstQuestion = journey.path(values).find((id) => journey.question(id) !== undefined);
  if (post.saved === null && step !== firstQuestion) {
    // The earlier answers are gone: start again from the first page, saying why.
    const restart = journey.reachable(CHECK, values);
    return respond(restart, {
      ...answered,
      errors: { [restart]: { fields: {}, form: lostAnswersMessage(post.loss) } },
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
  return sendAnswers(parts, context, post, answered);
}

/** Parses every page of the path and sends them once; the confirmation, or where to go back to. */
async function sendAnswers<P, C>(
  parts: RouteParts<P, C>,
  context: C,
  { respond }: Post<C>,
  answered: FormState,
): Promise<Response> {
  const { declaration, journey, site } = parts;
  const { values, errors } = answered;
  const parsed = journey.parse(values);
  if (!parsed.ok) {
    return respond(parsed.step, {
      ...answered,
      errors: { ...errors, [parsed.step]: { fields: parsed.errors } },
    });
  }
  const sent = await submitAnswers(site, journey, {
    limit: declaration.limit,
    token: answered.token,
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
      done: { token: answered.token, result: sent.result },
    });
  }
  return respond(sent.step, { ...answered, errors: sent.errors }, false, sent.retryAfterSeconds);
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
