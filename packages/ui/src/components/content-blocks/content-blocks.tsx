import { t } from "@hub/core/messages";
import { safeHref } from "@hub/core/urls";

import { Button } from "../button/index.ts";
import { Markdown } from "../markdown/index.ts";
import { VideoEmbed } from "../video-embed/index.ts";

export type CopyBlock = { type: "copy"; value: string };
export type CtaBlock = {
  type: "cta";
  title: string;
  description: string;
  url?: string | null;
  buttonText?: string | null;
};
export type VideoBlock = { type: "video"; title: string; url: string };
/** A block from the CMS: the three known types, or anything newer (which is skipped). */
export type ContentBlock =
  CopyBlock | CtaBlock | VideoBlock | { type: string; readonly [field: string]: unknown };

export type ContentBlocksProps = {
  blocks: readonly ContentBlock[];
  /** Level of a call to action's title; markdown `#` sits at the same level. */
  headingLevel?: 2 | 3 | 4;
  /** The site's origin, so links to it are not marked as external. */
  siteOrigin?: string;
};

function isCopy(block: ContentBlock): block is CopyBlock {
  return block.type === "copy" && typeof (block as CopyBlock).value === "string";
}

function isCta(block: ContentBlock): block is CtaBlock {
  return block.type === "cta" && typeof (block as CtaBlock).title === "string";
}

function isVideo(block: ContentBlock): block is VideoBlock {
  return block.type === "video" && typeof (block as VideoBlock).url === "string";
}

/** The blocks of a CMS page in order: copy (markdown), calls to action and videos. */
export function ContentBlocks({ blocks, headingLevel = 2, siteOrigin }: ContentBlocksProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex flex-col gap-6">
      {blocks.map((block, index) => {
        // Blocks have no ids; their order is the content.
        const key = `${block.type}-${index}`;
        if (isCopy(block)) {
          return (
            <Markdown key={key} headingOffset={headingLevel - 1} siteOrigin={siteOrigin}>
              {block.value}
            </Markdown>
          );
        }
        if (isCta(block)) {
          const ctaHref = safeHref(block.url);
          return (
            <div
              key={key}
              className="flex flex-col gap-3 rounded-md border-l-4 border-brand bg-surface-muted p-4"
            >
              <Heading className="text-lg">{block.title}</Heading>
              <Markdown headingOffset={headingLevel} siteOrigin={siteOrigin}>
                {block.description}
              </Markdown>
              {ctaHref !== undefined ? (
                <div>
                  <Button href={ctaHref}>
                    {block.buttonText?.trim() ? block.buttonText : t("ui.content.cta")}
                  </Button>
                </div>
              ) : null}
            </div>
          );
        }
        if (isVideo(block)) {
          return (
            <figure key={key} className="flex flex-col gap-2">
              <VideoEmbed url={block.url} title={block.title} />
              {block.title ? (
                <figcaption className="text-text-muted">{block.title}</figcaption>
              ) : null}
            </figure>
          );
        }
        return null;
      })}
    </div>
  );
}
