import { cx } from "../../lib/cx.ts";

export type IllustrationName = "community" | "lost";

export type IllustrationProps = {
  name: IllustrationName;
  className?: string;
};

// Drawn for the hub, coloured by the variant's tokens (brand, accent, muted surfaces) so each
// theme gets its own; the people, trees and paths keep fixed colours. Inline SVG: nothing to
// download, nothing for the page's budget but about 2 kB of markup.
const skin = { light: "#f1c27d", mid: "#e0ac69", deep: "#8d5524" };
const TREE = "#58a68f";
const WOOD = "#7a5535";
const CLOTH = "#2f3e5c";

/** A park with neighbours: an older man with a stick, a parent and child, a wheelchair user. */
function Community() {
  return (
    <>
      <rect width="360" height="220" rx="16" fill="var(--color-surface-muted)" />
      <circle cx="300" cy="52" r="22" fill="var(--color-accent)" />
      <path
        d="M0 170c60-26 120-30 180-18s120 8 180-12v64a16 16 0 0 1-16 16H16A16 16 0 0 1 0 204z"
        fill="var(--color-border-subtle)"
      />
      <rect x="44" y="104" width="8" height="66" rx="3" fill={WOOD} />
      <circle cx="48" cy="92" r="30" fill={TREE} />
      <circle cx="30" cy="106" r="18" fill="#4f9a83" />
      <circle cx="104" cy="93" r="12.5" fill="#cfcfcf" />
      <circle cx="104" cy="97" r="11" fill={skin.mid} />
      <path d="M91 112a13 13 0 0 1 26 0v36H91z" fill="var(--color-brand)" />
      <rect x="93" y="146" width="9" height="34" rx="4" fill="#3b3b3b" />
      <rect x="106" y="146" width="9" height="34" rx="4" fill="#3b3b3b" />
      <path d="M117 120l12 18" stroke={skin.mid} strokeWidth="7" strokeLinecap="round" />
      <path d="M130 134v48" stroke={WOOD} strokeWidth="4" strokeLinecap="round" />
      <circle cx="178" cy="80" r="13.5" fill="#2d2d2d" />
      <circle cx="178" cy="85" r="12" fill={skin.deep} />
      <path d="M164 102a14 14 0 0 1 28 0v44h-28z" fill="var(--color-accent)" />
      <rect x="166" y="144" width="10" height="38" rx="4" fill={CLOTH} />
      <rect x="180" y="144" width="10" height="38" rx="4" fill={CLOTH} />
      <path d="M191 110l14 24" stroke={skin.deep} strokeWidth="7" strokeLinecap="round" />
      <circle cx="214" cy="118" r="9" fill={skin.deep} />
      <path d="M205 134a9 9 0 0 1 18 0v24h-18z" fill={TREE} />
      <rect x="206" y="156" width="7" height="26" rx="3" fill={CLOTH} />
      <rect x="215" y="156" width="7" height="26" rx="3" fill={CLOTH} />
      <path d="M257 104a13 13 0 0 1 26 0v16h-26z" fill="#7b3f1d" />
      <circle cx="270" cy="106" r="11" fill={skin.light} />
      <path d="M258 120a12 12 0 0 1 24 0v26h-24z" fill="#b34a6b" />
      <path d="M266 146h26l6 26" stroke={CLOTH} strokeWidth="8" strokeLinecap="round" fill="none" />
      <circle cx="266" cy="170" r="17" fill="none" stroke="var(--color-text)" strokeWidth="4" />
      <circle cx="302" cy="180" r="5" fill="var(--color-text)" />
      <path
        d="M254 118v30h18"
        stroke="var(--color-text)"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}

/** A map pin, a dotted path that wanders off and a signpost: for "not found" and empty lists. */
function Lost() {
  return (
    <>
      <rect width="240" height="160" rx="14" fill="var(--color-surface-muted)" />
      <path
        d="M0 124c40-14 80-16 120-8s80 6 120-6v36a14 14 0 0 1-14 14H14A14 14 0 0 1 0 146z"
        fill="var(--color-border-subtle)"
      />
      <path
        d="M34 132c18-10 40-4 58-14s36-6 52 2"
        fill="none"
        stroke="var(--color-text)"
        strokeWidth="3"
        strokeDasharray="2 7"
        strokeLinecap="round"
      />
      <rect x="166" y="38" width="6" height="98" rx="2" fill={WOOD} />
      <path d="M140 44h50l10 9-10 9h-50z" fill="var(--color-brand)" />
      <path d="M198 70h-50l-10 9 10 9h50z" fill="var(--color-accent)" />
      <path
        d="M58 44c-13 0-22 9-22 21 0 16 22 37 22 37s22-21 22-37c0-12-9-21-22-21z"
        fill="var(--color-brand)"
      />
      <circle cx="58" cy="65" r="8" fill="var(--color-surface-muted)" />
    </>
  );
}

const drawings = {
  community: { viewBox: "0 0 360 220", Drawing: Community },
  lost: { viewBox: "0 0 240 160", Drawing: Lost },
} as const;

/** One of the hub's own illustrations: decorative, so hidden from assistive technology. */
export function Illustration({ name, className }: IllustrationProps) {
  const { viewBox, Drawing } = drawings[name];
  return (
    <svg
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      className={cx("block h-auto w-full", className)}
      data-illustration={name}
    >
      <Drawing />
    </svg>
  );
}
