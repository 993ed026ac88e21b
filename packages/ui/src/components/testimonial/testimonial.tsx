import { useId } from "react";

import { t } from "@hub/core/messages";

import { Icon } from "../icon/index.ts";

export type TestimonialProps = {
  quote: string | null | undefined;
  /** Who said it, when known. */
  cite?: string | null;
  headingLevel?: 2 | 3;
  title?: string;
};

const QUOTES = /^["'“”‘’«»\s]+|["'“”‘’«»\s]+$/g;

/** The quote without the quotation marks or spaces the provider typed around it. */
export function normaliseQuote(quote: string): string {
  return quote.replace(QUOTES, "");
}

/** "What people say": one quotation in curly quotes. */
export function Testimonial({ quote, cite, headingLevel = 2, title }: TestimonialProps) {
  const titleId = useId();
  const text = quote ? normaliseQuote(quote) : "";
  if (!text) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <Heading id={titleId} className="text-xl">
        {title ?? t("ui.detail.testimonial")}
      </Heading>
      <figure className="flex gap-3 border-l-4 border-brand py-2 pl-4">
        <Icon name="quote" className="size-6 text-brand" />
        <div className="flex flex-col gap-2">
          <blockquote className="text-lg">
            <p>“{text}”</p>
          </blockquote>
          {cite ? <figcaption className="text-text-muted">{cite}</figcaption> : null}
        </div>
      </figure>
    </section>
  );
}
