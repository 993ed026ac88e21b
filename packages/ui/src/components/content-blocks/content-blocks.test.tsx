import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./content-blocks.stories.tsx";

const { Mixed, Deeper, Empty } = composeStories(stories);

describe("ContentBlocks", () => {
  it.each([
    {
      Story: Mixed,
      headings: [
        ["Help with the cost of living", 2],
        ["Check what you are entitled to", 2],
        ["Talk to someone", 2],
      ],
      links: [["Start the calculator", "/pages/benefits-calculator"]],
      video: true,
    },
    {
      Story: Deeper,
      headings: [
        ["About the group", 3],
        ["Join us", 3],
      ],
      links: [["Find out more", "/services/lunch-club"]],
      video: false,
    },
  ])("renders the known blocks in order", ({ Story, headings, links, video }) => {
    render(<Story />);
    expect(
      screen.getAllByRole("heading").map((h) => [h.textContent, Number(h.tagName[1])]),
    ).toEqual(headings);
    for (const [name, href] of links) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    expect(screen.queryByRole("button", { name: /^Play video/ }) !== null).toBe(video);
  });

  it("skips unknown block types and renders nothing for no blocks", () => {
    const { container } = render(<Empty />);
    expect(container.querySelector("div")?.childElementCount ?? 0).toBe(0);
  });
});
