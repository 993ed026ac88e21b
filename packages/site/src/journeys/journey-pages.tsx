// What a journey's page shows (journey-route.tsx renders it): the back link and "Step N of M"
// around the page, and the page itself: a question's error summary and form, a start page, or
// "check your answers" with its change links.
import type { ReactNode } from "react";

import { t } from "@hub/core/messages";
import { BackLink } from "@hub/ui/back-link";
import { Button } from "@hub/ui/button";
import { StepIndicator } from "@hub/ui/step-indicator";

import { FormErrorSummary, SummaryList } from "../forms/page.tsx";
import { answerRows } from "./fields.tsx";
import type { Answers, PageView, QuestionStep } from "./journey.ts";
import { CHECK } from "./route-parts.ts";
import type { JourneyRouteDeclaration } from "./route-parts.ts";

type PageParts<P, C> = {
  declaration: JourneyRouteDeclaration<P, C>;
  view: PageView<C>;
  href: (step: string, changing?: boolean) => string;
};

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

export function JourneyFrame<P, C>({
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

export function StepContent<P, C>({
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
  const change = (step: string) => href(step, true);
  const rows = check.rows?.(view, change) ?? answerRows(journey, view.answers, change);
  return (
    <>
      <h1 className="text-2xl font-bold">{check.title}</h1>
      <FormErrorSummary errors={view.errors} fieldIds={{}} />
      <SummaryList rows={rows} />
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
