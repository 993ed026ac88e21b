// A journey (referral, sign-up, feedback) declared as data: its pages in order, which of them a
// person's answers lead through, what each question posts and how its answers are checked. From
// that declaration `defineJourney` derives the routing every journey shares: the path, "Step N of
// M", which page a request may see, where Continue, Back and a change from "check your answers"
// go, and the answers parsed page by page for sending. Pages and handlers are in journey-route.tsx.
import type { ReactNode } from "react";
import type { z } from "zod";

import type { FieldTarget } from "../forms/api-errors.ts";
import type { FormState, PageErrors } from "../forms/state.ts";
import { validate } from "../forms/validators.ts";
import type { ValidationResult } from "../forms/validators.ts";
import { apiTargetsOf } from "./fields.tsx";
import type { Field } from "./fields.tsx";

/** Every answer so far, by field name, as posted. */
export type Answers = Readonly<Record<string, string>>;

/** What a page of a journey is rendered from. */
export type PageView<C> = {
  context: C;
  step: string;
  /** Whether the page was reached by a "Change" link on "check your answers". */
  changing: boolean;
  state: FormState;
  answers: Answers;
  errors: PageErrors | undefined;
  value: (field: string) => string;
  /** `{ error }` for a field with an error, spread into its input. */
  error: (field: string) => { error?: string };
  /** The id of a field's input: prefixed by the journey so it never clashes with the chrome's. */
  fieldId: (field: string) => string;
};

/** What a question page shows around its form. */
export type QuestionContent = {
  /** The questions themselves (inputs named as the question's `fields`). */
  body: ReactNode;
  /** Above the error summary. */
  lead?: ReactNode;
  /** Between the error summary and the form (a section caption). */
  caption?: ReactNode;
  /** Below the form. */
  after?: ReactNode;
  /** The submit button's words; "Continue" when not given. */
  submitLabel?: string;
};

export type QuestionStep<C> = {
  kind: "question";
  id: string;
  /** The fields the page posts, in the order they appear (the error summary's order). */
  fields: readonly string[];
  /** The page's rules over what it posts (strings), given every answer so far. */
  schema: (answers: Answers) => z.ZodType<Record<string, unknown>>;
  /** Whether the answers so far lead through this page; always when not given. */
  when?: (answers: Answers) => boolean;
  /** A rule past the schema (an answer matched elsewhere): field errors, or null. */
  refine?: (answers: Answers) => Record<string, string> | null;
  render: (view: PageView<C>) => QuestionContent;
  /** The declarations of its fields, when it was made from them (`question`, fields.tsx). */
  declared?: readonly Field<C>[];
};

/** A page that asks nothing (a start page). */
export type InfoStep<C> = {
  kind: "page";
  id: string;
  render: (view: PageView<C>) => ReactNode;
};

/** "Check your answers": the summary rows, each with a "Change" link to its page. */
export type CheckStep = { kind: "check"; id: "check" };

export type StepDeclaration<C> = QuestionStep<C> | InfoStep<C> | CheckStep;

export type JourneyDeclaration<C> = {
  /** Every page in order; the first is where the journey starts. */
  steps: readonly StepDeclaration<C>[];
  /** The page whose POST sends the answers: the last question, or "check". */
  submitAt: string;
  /** Whether pages say "Step N of M" (every page but a start page counts). */
  counted: boolean;
  /**
   * Where each API field's error is shown when the API refuses the answers (422), besides what
   * the declared fields say.
   */
  apiFieldTargets?: Readonly<Record<string, FieldTarget>>;
};

export type StepNumber = { current: number; total: number };

export type ParsedAnswers =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; step: string; errors: Record<string, string> };

export type Journey<C> = JourneyDeclaration<C> & {
  /** Where each API field's error is shown: the declared fields' API keys, and any declared. */
  apiFieldTargets: Readonly<Record<string, FieldTarget>>;
  start: string;
  isStep: (value: unknown) => value is string;
  question: (id: unknown) => QuestionStep<C> | undefined;
  /** The pages the answers so far lead through, in order. */
  path: (answers: Answers) => readonly string[];
  validateStep: (id: string, answers: Answers) => ValidationResult<Record<string, unknown>>;
  /** The first page of the path (before the sending one) still to answer; null if none. */
  firstIncomplete: (answers: Answers) => string | null;
  /** Where a GET of `step` may go: itself, or the first earlier page still to answer. */
  reachable: (step: string, answers: Answers) => string;
  /**
   * The page after `step`. A change from "check your answers" returns there, unless it opened
   * pages still to answer.
   */
  next: (step: string, answers: Answers, changing: boolean) => string;
  /** The back link's page: the previous page, or "check your answers" while changing. */
  previous: (step: string, answers: Answers, changing: boolean) => string | null;
  stepNumber: (step: string, answers: Answers) => StepNumber | null;
  /** Each page of the path parsed again, merged: what is sent. Pages off the path are ignored. */
  parse: (answers: Answers) => ParsedAnswers;
};

const CHECK = "check";
export const CONFIRMATION = "confirmation";

/** What a declaration's pages are: which exist, which ask, the path and each page's check. */
function pagesOf<C>({ steps }: JourneyDeclaration<C>) {
  const ids = steps.map((step) => step.id);
  const questions = new Map(
    steps.flatMap((step) => (step.kind === "question" ? [[step.id, step] as const] : [])),
  );
  const path = (answers: Answers) =>
    steps
      .filter((step) => step.kind !== "question" || (step.when?.(answers) ?? true))
      .map((step) => step.id);

  function validateStep(id: string, answers: Answers): ValidationResult<Record<string, unknown>> {
    const asked = questions.get(id);
    if (asked === undefined) return { ok: true, data: {} };
    const posted = Object.fromEntries(asked.fields.map((field) => [field, answers[field] ?? ""]));
    const result = validate(asked.schema(answers), posted);
    const refused = result.ok ? (asked.refine?.(answers) ?? null) : null;
    return refused === null ? result : { ok: false, errors: refused };
  }

  return {
    ids,
    questions,
    firstQuestion: ids.findIndex((id) => questions.has(id)),
    infoPages: new Set(steps.filter((step) => step.kind === "page").map((step) => step.id)),
    question: (id: unknown) => (typeof id === "string" ? questions.get(id) : undefined),
    isStep: (value: unknown): value is string =>
      typeof value === "string" && (value === CONFIRMATION || ids.includes(value)),
    path,
    validateStep,
  };
}

export function defineJourney<C>(declaration: JourneyDeclaration<C>): Journey<C> {
  const { steps, submitAt } = declaration;
  const first = steps[0];
  if (first === undefined) throw new Error("A journey needs a page");
  const pages = pagesOf(declaration);
  const { ids, questions, firstQuestion, path, validateStep } = pages;

  function firstIncomplete(answers: Answers): string | null {
    return (
      path(answers).find(
        (id) => questions.has(id) && id !== submitAt && !validateStep(id, answers).ok,
      ) ?? null
    );
  }

  function reachable(step: string, answers: Answers): string {
    if (step === CONFIRMATION || ids.indexOf(step) <= firstQuestion) return step;
    const order = path(answers);
    const incomplete = firstIncomplete(answers);
    if (!order.includes(step)) return incomplete ?? CHECK;
    if (incomplete !== null && order.indexOf(incomplete) < order.indexOf(step)) return incomplete;
    return step;
  }

  function next(step: string, answers: Answers, changing: boolean): string {
    if (changing) return firstIncomplete(answers) ?? CHECK;
    const order = path(answers);
    return order[order.indexOf(step) + 1] ?? CHECK;
  }

  function previous(step: string, answers: Answers, changing: boolean): string | null {
    if (changing) return CHECK;
    if (step === CONFIRMATION) return null;
    const order = path(answers);
    return order[order.indexOf(step) - 1] ?? null;
  }

  function stepNumber(step: string, answers: Answers): StepNumber | null {
    if (!declaration.counted) return null;
    const numbered = path(answers).filter((id) => !pages.infoPages.has(id));
    const index = numbered.indexOf(step);
    return index === -1 ? null : { current: index + 1, total: numbered.length };
  }

  function parse(answers: Answers): ParsedAnswers {
    const data: Record<string, unknown> = {};
    for (const id of path(answers)) {
      const result = validateStep(id, answers);
      if (!result.ok) return { ok: false, step: id, errors: result.errors };
      Object.assign(data, result.data);
    }
    return { ok: true, data };
  }

  return {
    ...declaration,
    apiFieldTargets: { ...apiTargetsOf(steps), ...declaration.apiFieldTargets },
    start: first.id,
    isStep: pages.isStep,
    question: pages.question,
    path,
    validateStep,
    firstIncomplete,
    reachable,
    next,
    previous,
    stepNumber,
    parse,
  };
}

/** The page of a step below `base` (`changing` marks a change from "check your answers"). */
export function stepHref(base: string, start: string, step: string, changing = false): string {
  if (step === start && !changing) return base;
  return `${base}?step=${step}${changing ? "&change=1" : ""}`;
}
