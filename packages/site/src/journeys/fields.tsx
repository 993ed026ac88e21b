// A journey's field declared once: the name it is posted as, its rule over what is posted (with
// messages written for people), its input with the label and hint from the message catalogue,
// its row on "check your answers" and the API key its answer is sent as. `question` makes a page
// of the journey engine (journey.ts) from its fields: what it posts, its schema and its inputs;
// the rows of "check your answers", the API body and where the API's errors are shown are derived
// from the same declarations.
import { Fragment } from "react";
import type { ReactNode } from "react";
import { z } from "zod";

import { Checkboxes } from "@hub/ui/checkboxes";
import type { CheckboxesProps } from "@hub/ui/checkboxes";
import { Radios } from "@hub/ui/radios";
import type { RadiosProps } from "@hub/ui/radios";
import { TextInput } from "@hub/ui/text-input";
import type { TextInputProps } from "@hub/ui/text-input";
import { Textarea } from "@hub/ui/textarea";
import type { TextareaProps } from "@hub/ui/textarea";

import type { FieldTarget } from "../forms/api-errors.ts";
import type { SummaryRow } from "../forms/page.tsx";
import type { Answers, Journey, PageView, QuestionContent, QuestionStep } from "./journey.ts";

export type Field<C> = {
  /** The name it is posted as, and the key of its answer. */
  name: string;
  /** Its rule over what is posted (a string), given every answer so far. */
  schema: (answers: Answers) => z.ZodType;
  /** Its input, filled from the answers, with its error. */
  input: (view: PageView<C>) => ReactNode;
  /** Its row on "check your answers": the question's words and how the answer reads there. */
  row?: { label: string; value?: (answers: Answers) => string };
  /**
   * The API key its parsed answer is sent as (`user.first_name`); the API's errors on that key are
   * shown beside it.
   */
  api?: string;
  /** More API keys whose errors are about this answer (a slug made from it), shown beside it. */
  apiErrors?: readonly string[];
};

/** What a field declares besides its input. */
type FieldRules = {
  name: string;
  schema: z.ZodType | ((answers: Answers) => z.ZodType);
  row?: Field<unknown>["row"];
  api?: string;
  apiErrors?: readonly string[];
};

/** An input's own props, the same on every page or made for the page shown. */
type InputProps<P, C> = P | ((view: PageView<C>) => P);

/** A field from its rules and its input, given its own props for the page shown. */
function declare<C, P>(
  { schema, props, ...rules }: FieldRules & { props: InputProps<P, C> },
  input: (own: P, view: PageView<C>) => ReactNode,
): Field<C> {
  const own = typeof props === "function" ? (props as (view: PageView<C>) => P) : () => props;
  return {
    ...rules,
    schema: typeof schema === "function" ? schema : () => schema,
    input: (view) => input(own(view), view),
  };
}

type OwnTextInputProps = Omit<TextInputProps, "id" | "name" | "defaultValue" | "error">;

export function textInput<C = unknown>(
  field: FieldRules & {
    props: InputProps<OwnTextInputProps, C>;
    /** Whether the input shows the answer so far; a password is never written into a page. */
    refill?: boolean;
  },
): Field<C> {
  const { refill = true, ...declared } = field;
  return declare<C, OwnTextInputProps>(declared, (own, view) => (
    <TextInput
      {...own}
      id={view.fieldId(field.name)}
      name={field.name}
      {...(refill ? { defaultValue: view.value(field.name) } : {})}
      {...view.error(field.name)}
    />
  ));
}

type OwnTextareaProps = Omit<TextareaProps, "id" | "name" | "defaultValue" | "error">;

export function textarea<C = unknown>(
  field: FieldRules & { props: InputProps<OwnTextareaProps, C> },
): Field<C> {
  return declare<C, OwnTextareaProps>(field, (own, view) => (
    <Textarea
      {...own}
      id={view.fieldId(field.name)}
      name={field.name}
      defaultValue={view.value(field.name)}
      {...view.error(field.name)}
    />
  ));
}

type OwnRadiosProps = Omit<RadiosProps, "name" | "idPrefix" | "value" | "error">;

export function radios<C = unknown>(
  field: FieldRules & { props: InputProps<OwnRadiosProps, C> },
): Field<C> {
  return declare<C, OwnRadiosProps>(field, (own, view) => (
    <Radios
      {...own}
      name={field.name}
      idPrefix={view.fieldId(field.name)}
      value={view.value(field.name)}
      {...view.error(field.name)}
    />
  ));
}

type OwnCheckboxesProps = Omit<CheckboxesProps, "name" | "idPrefix" | "values" | "error">;

export function checkboxes<C = unknown>(
  field: FieldRules & { props: InputProps<OwnCheckboxesProps, C> },
): Field<C> {
  return declare<C, OwnCheckboxesProps>(field, (own, view) => (
    <Checkboxes
      {...own}
      name={field.name}
      idPrefix={view.fieldId(field.name)}
      values={[view.value(field.name)]}
      {...view.error(field.name)}
    />
  ));
}

export type FieldsQuestion<C> = Omit<
  QuestionStep<C>,
  "kind" | "fields" | "schema" | "render" | "declared"
> & {
  /** Declared for any context, or for the journey's (which the page's context is). */
  fields: readonly Field<NoInfer<C>>[];
  /** A rule across the page's answers (the passwords match; one way of contact at least). */
  across?: (answers: Answers) => (values: Record<string, unknown>, ctx: z.RefinementCtx) => void;
  /** What the page shows around its inputs; the inputs alone when not given. */
  render?: (view: PageView<C>, inputs: ReactNode) => QuestionContent;
};

/** A question page made from its fields: what it posts, its schema and its inputs, in order. */
export function question<C>({
  fields,
  across,
  render,
  ...page
}: FieldsQuestion<C>): QuestionStep<C> {
  return {
    ...page,
    kind: "question",
    fields: fields.map((field) => field.name),
    declared: fields,
    schema: (answers) => {
      const object = z.object(
        Object.fromEntries(fields.map((field) => [field.name, field.schema(answers)])),
      );
      return across === undefined ? object : object.superRefine(across(answers));
    },
    render: (view) => {
      const inputs = fields.map((field) => (
        <Fragment key={field.name}>{field.input(view)}</Fragment>
      ));
      return render === undefined ? { body: inputs } : render(view, inputs);
    },
  };
}

/** Every declared field of a journey's question pages, with the page that asks it. */
function declaredFields<C>(steps: Journey<C>["steps"]) {
  return steps.flatMap((step) =>
    step.kind === "question"
      ? (step.declared ?? []).map((field) => ({ step: step.id, field }))
      : [],
  );
}

/** Where each API key's errors are shown: beside the field it is sent from, on its page. */
export function apiTargetsOf<C>(steps: Journey<C>["steps"]): Record<string, FieldTarget> {
  return Object.fromEntries(
    declaredFields(steps).flatMap(({ step, field }) =>
      [...(field.api === undefined ? [] : [field.api]), ...(field.apiErrors ?? [])].map((key) => [
        key,
        { step, field: field.name },
      ]),
    ),
  );
}

/** The rows of "check your answers": each field with a row on the path, with its "Change" link. */
export function answerRows<C>(
  journey: Journey<C>,
  answers: Answers,
  change: (step: string) => string,
): SummaryRow[] {
  const path = new Set(journey.path(answers));
  return declaredFields(journey.steps).flatMap(({ step, field }) =>
    field.row === undefined || !path.has(step)
      ? []
      : [
          {
            key: field.row.label,
            value: field.row.value?.(answers) ?? answers[field.name]?.trim() ?? "",
            href: change(step),
          },
        ],
  );
}

/**
 * The parsed answers placed at their fields' API keys (`user.first_name` → `{ user: {
 * first_name } }`), in the order the journey asks them. Only the pages of the path are parsed,
 * so answers left on pages off it are not sent.
 */
export function apiValues<C>(
  journey: Journey<C>,
  parsed: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const { field } of declaredFields(journey.steps)) {
    if (field.api === undefined || !Object.hasOwn(parsed, field.name)) continue;
    const keys = field.api.split(".");
    const last = keys.pop() ?? field.api;
    let target = body;
    for (const key of keys) target = (target[key] ??= {}) as Record<string, unknown>;
    target[last] = parsed[field.name];
  }
  return body;
}
