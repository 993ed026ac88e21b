// The route of a declared journey (journey.ts): its pages (`?step=<id>` on one path, so browser
// back and forward walk them) and the handler their forms post to (`<path>/answer`,
// journey-post.ts), which keeps the answers in the sealed session cookie (forms/session.ts) and
// answers 303 to the next page. A journey whose addresses or submissions differ says so in its
// declaration (route-parts.ts; feedback: its `/feedback/send` and `?sent=1`, the `from` it
// carries, a submission per page shown). Without JavaScript everything works the same.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";

import { refererPath } from "../forms/http.ts";
import { formTitle, readSession } from "../forms/page.tsx";
import { emptyFormState } from "../forms/state.ts";
import { pageMetadata } from "../metadata.ts";
import type { Site } from "../site.ts";
import { newSubmissionToken } from "../state/submissions.ts";
import { CONFIRMATION } from "./journey.ts";
import type { PageView } from "./journey.ts";
import { JourneyFrame, StepContent } from "./journey-pages.tsx";
import { answerPost } from "./journey-post.ts";
import { CHECK, routeParts, single } from "./route-parts.ts";
import type { JourneyPageProps, JourneyRouteDeclaration, RouteParts } from "./route-parts.ts";

export { journeySessionStore } from "./route-parts.ts";
export type { JourneyPageProps } from "./route-parts.ts";

export function createJourneyRoute<P, C>(site: Site, declaration: JourneyRouteDeclaration<P, C>) {
  if (declaration.journey.isStep(CHECK) && declaration.check === undefined) {
    throw new Error("A journey with check your answers declares its title");
  }
  const parts = routeParts(site, declaration);
  return {
    Page: (props: JourneyPageProps<P>) => journeyPage(parts, props),
    generateMetadata: (props: JourneyPageProps<P>) => journeyMetadata(parts, props),
    POST: (request: Request, context: { params: Promise<P> }) =>
      answerPost(parts, request, context),
  };
}

/** A page of the journey, or a redirect to the one the answers so far allow. */
async function journeyPage<P, C>(
  parts: RouteParts<P, C>,
  { params, searchParams }: JourneyPageProps<P>,
) {
  const { declaration, journey } = parts;
  const resolved = await params;
  const query = await searchParams;
  const loaded = await declaration.load(resolved, "page");
  if (loaded === null) notFound();
  const base = declaration.base(resolved);
  const step = parts.requestedStep(query);
  const changing = parts.isChange(single(query.change));
  const state = (await readSession(parts.store(resolved))) ?? emptyFormState(newSubmissionToken());
  const carried =
    declaration.carry?.({
      param: (name) => single(query[name]),
      answers: state.values,
      referer: refererPath(await headers()),
    }) ?? {};
  const page = (to: string, change = false) => parts.href(base, to, change, carried);
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
    fieldId: parts.fieldId,
  };
  if (step === CONFIRMATION) return declaration.confirmation(view, state.done?.result ?? {});
  return (
    <JourneyFrame declaration={declaration} view={view} href={page}>
      <StepContent
        declaration={declaration}
        view={view}
        href={page}
        action={parts.action(base)}
        carried={carried}
      />
    </JourneyFrame>
  );
}

async function journeyMetadata<P, C>(
  parts: RouteParts<P, C>,
  { params, searchParams }: JourneyPageProps<P>,
): Promise<Metadata> {
  const resolved = await params;
  const query = await searchParams;
  const state = await readSession(parts.store(resolved));
  const metadata = await parts.declaration.metadata(resolved, single(query.step));
  return pageMetadata(parts.site, {
    ...metadata,
    title: formTitle(metadata.title, state?.errors[parts.requestedStep(query)]),
  });
}
