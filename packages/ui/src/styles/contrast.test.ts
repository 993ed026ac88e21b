// WCAG 2.2 contrast of every token pair the components use, in every theme. The values are read
// from the stylesheets themselves, so this test and the CSS cannot drift apart.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const stylesDir = import.meta.dirname;
const themes = ["default", "sutton", "bexley"] as const;
type Theme = (typeof themes)[number];

/** `--color-x: #hex;` declarations of one CSS block. */
function colourTokens(block: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const match of block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)) {
    if (match[1] && match[2]) tokens.set(match[1], match[2].toLowerCase());
  }
  return tokens;
}

function themeTokens(theme: Theme): Map<string, string> {
  const index = readFileSync(join(stylesDir, "index.css"), "utf8");
  const defaults = colourTokens(/@theme\s*\{([\s\S]*?)\n\}/.exec(index)?.[1] ?? "");
  if (theme === "default") return defaults;
  const css = readFileSync(join(stylesDir, "themes", `${theme}.css`), "utf8");
  const block = new RegExp(`\\[data-theme="${theme}"\\]\\s*\\{([\\s\\S]*?)\\}`).exec(css)?.[1];
  return new Map([...defaults, ...colourTokens(block ?? "")]);
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const surfaces = ["background", "surface", "surface-muted"];

/** [foreground, background] pairs of normal-size text: at least 4.5:1. */
const textPairs: [string, string][] = [
  ...["text", "text-muted", "link", "link-hover", "link-visited", "error", "success"].flatMap(
    (fg) => surfaces.map((bg): [string, string] => [fg, bg]),
  ),
  ["on-brand", "brand"],
  ["on-accent", "accent"],
  ["on-header", "header"],
  ["on-footer", "footer"],
  ["footer-link", "footer"],
  ["on-button", "button"],
  ["on-button", "button-hover"],
  ["on-button-secondary", "button-secondary"],
  ["on-button-warning", "button-warning"],
  ["on-focus", "focus"],
  ["on-success", "success"],
  ["text", "info-surface"],
  ["info", "info-surface"],
  ["text", "warning-surface"],
  ["warning", "warning-surface"],
  ["on-environment", "environment"],
];

/** UI components and graphical objects (borders, button shapes, icons): at least 3:1. */
const uiPairs: [string, string][] = [
  ...["border", "input-border", "error", "info", "brand", "button"].flatMap((fg) =>
    surfaces.map((bg): [string, string] => [fg, bg]),
  ),
  ["button-warning", "background"],
  ["success", "background"],
];

/** Surfaces a focused element can sit on: the ring or the band must stand out by 3:1. */
const focusSurfaces = [...surfaces, "brand", "header", "footer", "button", "info-surface"];

function cases(theme: Theme, pairs: [string, string][], minimum: number) {
  const tokens = themeTokens(theme);
  return pairs.map(([fg, bg]) => ({
    theme,
    fg,
    bg,
    minimum,
    ratio: contrastRatio(tokens.get(fg) ?? "", tokens.get(bg) ?? ""),
  }));
}

describe.each(themes)("the %s theme", (theme) => {
  it("defines every colour the pairs use", () => {
    const tokens = themeTokens(theme);
    const used = new Set([...textPairs, ...uiPairs].flat().concat(focusSurfaces, ["focus-ring"]));
    expect([...used].filter((name) => !tokens.has(name))).toEqual([]);
  });

  it.each(cases(theme, textPairs, 4.5))(
    "text $fg on $bg reaches 4.5:1 ($ratio)",
    ({ ratio, minimum }) => {
      expect(ratio).toBeGreaterThanOrEqual(minimum);
    },
  );

  it.each(cases(theme, uiPairs, 3))("UI part $fg on $bg reaches 3:1 ($ratio)", ({ ratio }) => {
    expect(ratio).toBeGreaterThanOrEqual(3);
  });

  it.each(focusSurfaces)("focus is visible on %s", (surface) => {
    const tokens = themeTokens(theme);
    const bg = tokens.get(surface) ?? "";
    const best = Math.max(
      contrastRatio(tokens.get("focus") ?? "", bg),
      contrastRatio(tokens.get("focus-ring") ?? "", bg),
    );
    expect(best).toBeGreaterThanOrEqual(3);
  });
});

describe("contrastRatio", () => {
  it.each([
    { a: "#000000", b: "#ffffff", ratio: 21 },
    { a: "#ffffff", b: "#ffffff", ratio: 1 },
    { a: "#767676", b: "#ffffff", ratio: 4.54 },
  ])("gives $ratio for $a on $b", ({ a, b, ratio }) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });
});
