import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./category-tile.stories.tsx";

const { WithAltText, AltFallback, NoImage, Minimal } = composeStories(stories);

describe("CategoryTile", () => {
  it.each([
    {
      Story: WithAltText,
      name: "A heart with a pulse line Health and wellbeing",
      alt: "A heart with a pulse line",
    },
    { Story: AltFallback, name: "Money and benefits", alt: "" },
    { Story: NoImage, name: "Work and learning", alt: null },
    { Story: Minimal, name: "Health and wellbeing", alt: null },
  ])("links '$name' with image alt $alt", ({ Story, name, alt }) => {
    const { container } = render(<Story />);
    expect(screen.getByRole("link", { name })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/categories\//),
    );
    const img = container.querySelector("a img");
    expect(img?.getAttribute("alt") ?? null).toBe(alt);
    if (img) {
      expect(img).toHaveAttribute("width", "150");
      expect(img).toHaveAttribute("height", "100");
    }
  });
});
