import type { SocialMediaType } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { safeHref } from "@hub/core/urls";

import { Icon } from "../icon/index.ts";

export type SocialNetwork = SocialMediaType;

export type SocialLink = { type: SocialNetwork; url: string };

export type SocialLinksProps = {
  links: readonly SocialLink[];
  /** Whose accounts these are: "Age UK Sutton on Facebook". */
  owner: string;
  /** Heading over the list; none when the surrounding card has one. */
  heading?: { level: 2 | 3 | 4; text?: string };
};

/** Social media accounts as plain links, each named for the network and the owner. */
export function SocialLinks({ links: given, owner, heading }: SocialLinksProps) {
  // Accounts whose address could run script (`javascript:`) are left out.
  const links = given.flatMap((link) => {
    const url = safeHref(link.url);
    return url === undefined ? [] : [{ ...link, url }];
  });
  if (links.length === 0) return null;
  const Heading = heading ? (`h${heading.level}` as const) : null;
  return (
    <div className="flex flex-col gap-2">
      {Heading && heading ? (
        <Heading className="text-base">{heading.text ?? t("ui.detail.social.title")}</Heading>
      ) : null}
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {links.map((link) => {
          const network = t(`ui.detail.social.networks.${link.type}`);
          return (
            <li key={link.url}>
              <a
                href={link.url}
                aria-label={t("ui.detail.social.link", { owner, network })}
                className="inline-flex min-h-target items-center gap-2"
              >
                <Icon name={link.type === "other" ? "globe" : "link"} />
                {network}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
