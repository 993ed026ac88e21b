import type { ReactNode } from "react";
import { useId } from "react";

import { t } from "@hub/core/messages";

export type NoResultsProps = {
  headingLevel?: 2 | 3;
  /** Tips to try; the defaults suit a service search. */
  tips?: readonly string[];
  /** Something else to browse, usually the category grid; introduced by a sentence. */
  children?: ReactNode;
  /** The sentence before `children`; default "You might find searching by category helpful:". */
  childrenIntro?: string;
  /** A respelling of the search that finds something, offered first as a link. */
  didYouMean?: { text: string; href: string } | null;
};

export function defaultTips(): string[] {
  return [
    t("ui.search.noResults.tipDistance"),
    t("ui.search.noResults.tipWords"),
    t("ui.search.noResults.tipFilters"),
    t("ui.search.noResults.tipCategories"),
  ];
}

/** "Did you mean <respelling>?", the respelling a link to its search. */
function DidYouMean({ text, href }: { text: string; href: string }) {
  const [before = "", after = ""] = t("ui.search.noResults.didYouMean", {
    suggestion: "\u0000",
  }).split("\u0000");
  return (
    <p className="text-lg">
      {before}
      <a href={href} className="font-bold">
        {text}
      </a>
      {after}
    </p>
  );
}

/** The empty state of a search: what to try next, and optionally the categories to browse. */
export function NoResults({
  headingLevel = 2,
  tips,
  children,
  childrenIntro,
  didYouMean,
}: NoResultsProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const SubHeading = `h${headingLevel + 1}` as "h3" | "h4";
  const tipList = tips ?? defaultTips();
  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId}>
      <Heading id={titleId} className="text-xl">
        {t("ui.search.noResults.title")}
      </Heading>
      {didYouMean ? <DidYouMean {...didYouMean} /> : null}
      <p>{t("ui.search.noResults.intro")}</p>
      {tipList.length > 0 ? (
        <>
          <SubHeading className="text-lg">{t("ui.search.noResults.tipsTitle")}</SubHeading>
          <ul className="list-disc pl-6">
            {tipList.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      ) : null}
      {children ? (
        <>
          <p>{childrenIntro ?? t("ui.search.noResults.categories")}</p>
          {children}
        </>
      ) : null}
    </section>
  );
}
