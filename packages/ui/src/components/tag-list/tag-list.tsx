import type { IconName } from "../icon/index.ts";
import { Icon } from "../icon/index.ts";

export type Tag = {
  label: string;
  /** A decorative icon before the label; the label alone carries the meaning. */
  icon?: IconName;
  /** `strong` for the few facts a visitor scans for first (type, cost). */
  tone?: "neutral" | "strong";
};

export type TagListProps = {
  tags: readonly Tag[];
  /** Accessible name of the list, e.g. "Tags". */
  label?: string;
  className?: string;
};

const toneClasses = {
  neutral: "border-border-subtle bg-surface-muted text-text",
  strong: "border-border bg-surface text-text font-bold",
} as const;

/** Small labels (type, cost, tags) as a list. Meaning is in the words, never the colour. */
export function TagList({ tags, label, className }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul
      aria-label={label}
      className={["flex flex-wrap gap-2", className].filter(Boolean).join(" ")}
    >
      {tags.map((tag, index) => (
        <li
          // Labels are not guaranteed unique, so the position joins the key.
          key={`${tag.label}-${index}`}
          className={`inline-flex items-center gap-1 rounded-sm border px-2 py-0.5 text-sm ${toneClasses[tag.tone ?? "neutral"]}`}
        >
          {tag.icon ? <Icon name={tag.icon} className="size-4" /> : null}
          {tag.label}
        </li>
      ))}
    </ul>
  );
}
