import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import {
  buildSpriteModule,
  buildSpriteUrlModule,
  spriteModulePath,
  spriteUrlModulePath,
} from "../../../scripts/build-icons.ts";
import { iconNames } from "./icon-names.ts";
import { ICON_SPRITE_URL, iconSpriteSvg } from "./icon-sprite.ts";
import * as stories from "./icon.stories.tsx";

const { Decorative, Labelled } = composeStories(stories);

describe("Icon", () => {
  it.each([
    { name: "decorative", Story: Decorative, role: null, hidden: "true", id: "icon-search" },
    { name: "labelled", Story: Labelled, role: "img", hidden: null, id: "icon-heart" },
  ])("renders a $name icon that points into the sprite file", ({ Story, role, hidden, id }) => {
    const { container } = render(<Story />);
    const svg = container.querySelector("svg.hub-icon");
    expect(svg?.getAttribute("role")).toBe(role);
    expect(svg?.getAttribute("aria-hidden")).toBe(hidden);
    expect(svg?.getAttribute("focusable")).toBe("false");
    expect(svg?.querySelector("use")?.getAttribute("href")).toBe(`${ICON_SPRITE_URL}#${id}`);
  });

  it("gives a labelled icon its accessible name", () => {
    render(<Labelled />);
    expect(screen.getByRole("img", { name: "Favourite" })).toBeInTheDocument();
  });
});

describe("the sprite file", () => {
  it("is one SVG document with a 24×24 symbol per icon name, in order", () => {
    const document = new DOMParser().parseFromString(iconSpriteSvg, "image/svg+xml");
    expect(document.documentElement.localName).toBe("svg");
    const symbols = [...document.querySelectorAll("symbol")];
    expect(symbols.map((symbol) => symbol.id)).toEqual(iconNames.map((name) => `icon-${name}`));
    for (const symbol of symbols) {
      expect(symbol.getAttribute("viewBox")).toBe("0 0 24 24");
      expect(symbol.children.length).toBeGreaterThan(0);
    }
  });

  it("is addressed by a hash of its content", () => {
    const hash = createHash("sha256").update(iconSpriteSvg).digest("hex").slice(0, 12);
    expect(ICON_SPRITE_URL).toBe(`/icons/${hash}.svg`);
  });

  it("keeps the generated modules in step with icon-names.ts", () => {
    expect(readFileSync(spriteModulePath, "utf8")).toBe(buildSpriteModule());
    expect(readFileSync(spriteUrlModulePath, "utf8")).toBe(buildSpriteUrlModule());
  });
});
