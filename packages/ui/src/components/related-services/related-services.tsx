import { useId } from "react";

import { t } from "@hub/core/messages";

import { Icon } from "../icon/index.ts";

export type RelatedService = {
  name: string;
  href: string;
  intro: string;
  organisation?: string | null;
  logo?: { src: string } | null;
};

export type RelatedServicesProps = {
  services: readonly RelatedService[];
  /** How many show before "Show more" (a `<details>`, so it works without JavaScript). */
  initialCount?: number;
  headingLevel?: 2 | 3;
  title?: string;
};

function Cards({
  services,
  headingLevel,
}: {
  services: readonly RelatedService[];
  headingLevel: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {services.map((service) => (
        <li
          key={service.href}
          className="flex flex-col gap-2 rounded-md border border-border-subtle bg-surface p-4"
        >
          <div className="flex items-start gap-3">
            <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-sm border border-border-subtle">
              {service.logo ? (
                <img
                  src={service.logo.src}
                  alt=""
                  className="size-full object-contain"
                  loading="lazy"
                />
              ) : (
                <Icon name="building-2" className="size-6 text-text-muted" />
              )}
            </div>
            <div className="min-w-0">
              <Heading className="text-base">
                <a href={service.href}>{service.name}</a>
              </Heading>
              {service.organisation ? (
                <p className="text-sm text-text-muted">
                  {t("ui.search.card.runBy", { organisation: service.organisation })}
                </p>
              ) : null}
            </div>
          </div>
          <p className="text-sm">{service.intro}</p>
        </li>
      ))}
    </ul>
  );
}

/** "Other services you might be interested in", the first few then the rest behind "Show more". */
export function RelatedServices({
  services,
  initialCount = 3,
  headingLevel = 2,
  title,
}: RelatedServicesProps) {
  const titleId = useId();
  if (services.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const cardLevel = (headingLevel + 1) as 3 | 4;
  const first = services.slice(0, initialCount);
  const rest = services.slice(initialCount);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <Heading id={titleId} className="text-xl">
        {title ?? t("ui.detail.related.title")}
      </Heading>
      <Cards services={first} headingLevel={cardLevel} />
      {rest.length > 0 ? (
        <details>
          <summary className="min-h-target cursor-pointer font-bold text-link">
            {t("ui.detail.related.showMore", { count: rest.length })}
          </summary>
          <div className="mt-4">
            <Cards services={rest} headingLevel={cardLevel} />
          </div>
        </details>
      ) : null}
    </section>
  );
}
