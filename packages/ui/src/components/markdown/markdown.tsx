import type { ComponentProps } from "react";
import ReactMarkdown from "react-markdown";
import type { Components, ExtraProps } from "react-markdown";
import remarkGfm from "remark-gfm";

import { ExternalLink } from "../external-link/index.ts";

export type MarkdownProps = {
  /** Markdown from the CMS or the API. Raw HTML in it is dropped, never rendered. */
  children: string | null | undefined;
  /**
   * How many levels to push headings down so they fit the page outline: with the default 1,
   * the content's top heading becomes `<h2>` under the page's `<h1>`. The content's own levels
   * are closed up first (`##` then `####` read as first and second level), so no level is ever
   * skipped, whatever the CMS author typed. Levels stop at `<h6>`.
   */
  headingOffset?: number;
  /**
   * The site's own origin (`https://www.example.org`); absolute links to it stay in the tab.
   * Every other `http(s)` link opens in a new tab and says so.
   */
  siteOrigin?: string;
  className?: string;
};

type HeadingTag = "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
const headingTags = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;

function shifted(level: number, offset: number): HeadingTag {
  const index = Math.min(Math.max(level + offset, 1), 6) - 1;
  return headingTags[index] ?? "h6";
}

type MarkdownNode = { type: string; depth?: number; children?: MarkdownNode[] };

function headingsOf(node: MarkdownNode): MarkdownNode[] {
  const own = node.type === "heading" ? [node] : [];
  return [...own, ...(node.children ?? []).flatMap(headingsOf)];
}

/** A remark plugin: each heading's depth becomes the rank of its level among the content's. */
function closeUpHeadingLevels() {
  return (tree: MarkdownNode) => {
    const headings = headingsOf(tree);
    const levels = [...new Set(headings.map((heading) => heading.depth ?? 1))].sort(
      (a, b) => a - b,
    );
    for (const heading of headings) heading.depth = levels.indexOf(heading.depth ?? 1) + 1;
  };
}

/** Whether a link leaves the site: an absolute http(s) address on another origin. */
export function isExternalHref(href: string | undefined, siteOrigin?: string): boolean {
  if (!href || !/^https?:\/\//i.test(href)) return false;
  if (!siteOrigin) return true;
  try {
    return new URL(href).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

function headingComponents(offset: number): Components {
  return Object.fromEntries(
    headingTags.map((tag, index) => {
      const Tag = shifted(index + 1, offset);
      function Heading({ node: _node, ...props }: ComponentProps<HeadingTag> & ExtraProps) {
        return <Tag {...props} />;
      }
      return [tag, Heading];
    }),
  );
}

/**
 * Markdown (GitHub flavoured) as accessible HTML: no raw HTML, headings shifted into the page
 * outline, links to other sites marked as opening in a new tab. Server-rendered.
 */
export function Markdown({ children, headingOffset = 1, siteOrigin, className }: MarkdownProps) {
  if (!children?.trim()) return null;
  const components: Components = {
    ...headingComponents(headingOffset),
    a({ node: _node, href, children: text, ...props }) {
      if (isExternalHref(href, siteOrigin) && href) {
        return <ExternalLink href={href}>{text}</ExternalLink>;
      }
      return (
        <a href={href} {...props}>
          {text}
        </a>
      );
    },
    table({ node: _node, ...props }) {
      return (
        <div className="overflow-x-auto">
          <table {...props} className="border-collapse" />
        </div>
      );
    },
  };
  return (
    <div className={["hub-prose", className].filter(Boolean).join(" ")}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm, closeUpHeadingLevels]}
        skipHtml
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
