import type { CopyBlock, CtaBlock, PageContent, PageType, VideoBlock } from "../types.ts";

/** A hand-written page; children nest, and landing pages name the collections (by slug) they link. */
export type AuthoredPage = {
  title: string;
  slug?: string;
  excerpt: string | null;
  type: PageType;
  enabled?: boolean;
  image?: boolean;
  content: PageContent;
  collections?: string[];
  children?: AuthoredPage[];
};

export const copy = (value: string): CopyBlock => ({ type: "copy", value });

export const cta = (
  title: string,
  description: string,
  url?: string,
  buttonText?: string,
): CtaBlock => ({
  type: "cta",
  title,
  description,
  ...(url === undefined ? {} : { url }),
  ...(buttonText === undefined ? {} : { buttonText }),
});

export const video = (title: string, slug: string): VideoBlock => ({
  type: "video",
  title,
  url: `https://video.example.com/embed/${slug}`,
});

/** The four sections a landing page needs (§3.7): introduction, about, info_pages, collections. */
export function landingContent(input: {
  introduction: string;
  about: { title: string; blocks: PageContent[string]["content"] };
  infoPagesTitle: string;
  infoPagesCopy: string;
  collectionsTitle: string;
  collectionsCopy: string;
}): PageContent {
  return {
    introduction: { content: [copy(input.introduction)] },
    about: { title: input.about.title, content: input.about.blocks },
    info_pages: { title: input.infoPagesTitle, content: [copy(input.infoPagesCopy)] },
    collections: { title: input.collectionsTitle, content: [copy(input.collectionsCopy)] },
  };
}

/** An information or topic page: one introduction section of blocks. */
export function infoContent(...blocks: PageContent[string]["content"]): PageContent {
  return { introduction: { content: blocks } };
}
