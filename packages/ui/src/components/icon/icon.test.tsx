import { readFileSync } from "node:fs";

import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { buildSpriteModule, spriteModulePath } from "../../../scripts/build-icons.ts";
import { iconNames } from "./icon-names.ts";
import * as stories from "./icon.stories.tsx";

const { Decorative, Labelled, Sprite } = composeStories(stories);

describe("Icon", () => {
  it.each([
    { name: "decorative", Story: Decorative, role: null, hidden: "true" },
    { name: "labelled", Story: Labelled, role: "img", hidden: null },
  ])("renders a $name icon that points into the sprite", ({ Story, role, hidden }) => {
    const { container } = render(<Story />);
    const svg = container.querySelector("svg.hub-icon");
    expect(svg?.getAttribute("role")).toBe(role);
    expect(svg?.getAttribute("aria-hidden")).toBe(hidden);
    expect(svg?.querySelector("use")?.getAttribute("href")).toMatch(/^#icon-/);
  });

  it("gives a labelled icon its accessible name", () => {
    render(<Labelled />);
    expect(screen.getByRole("img", { name: "Favourite" })).toBeInTheDocument();
  });

  it("inlines one symbol per icon name, once", () => {
    const { container } = render(<Sprite />);
    const ids = [...container.querySelectorAll("symbol")].map((symbol) => symbol.id);
    expect(ids).toEqual(iconNames.map((name) => `icon-${name}`));
  });

  it("keeps the generated sprite in step with icon-names.ts", () => {
    expect(readFileSync(spriteModulePath, "utf8")).toBe(buildSpriteModule());
  });
});
