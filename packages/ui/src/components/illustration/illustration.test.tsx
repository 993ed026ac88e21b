import { composeStories } from "@storybook/react-vite";
import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import * as stories from "./illustration.stories.tsx";

const { Community, Lost } = composeStories(stories);

describe("Illustration", () => {
  it.each([
    { Story: Community, name: "community" },
    { Story: Lost, name: "lost" },
  ])("$name is decorative and drawn in the theme's colours", ({ Story, name }) => {
    const { container } = render(<Story />);
    const svg = container.querySelector(`svg[data-illustration="${name}"]`);
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
    const html = renderToStaticMarkup(<Story />);
    expect(html).toContain("var(--color-brand)");
    expect(html).toContain("var(--color-accent)");
  });

  it("stays small enough to inline in a page", () => {
    for (const Story of [Community, Lost]) {
      expect(renderToStaticMarkup(<Story />).length).toBeLessThan(4000);
    }
  });
});
