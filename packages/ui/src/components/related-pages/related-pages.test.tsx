import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./related-pages.stories.tsx";

const { Few, Many, Empty } = composeStories(stories);

describe("RelatedPages", () => {
  it.each([
    { Story: Few, links: 2, more: null },
    { Story: Many, links: 5, more: "Show 2 more pages" },
  ])("links $links pages, more: $more", ({ Story, links, more }) => {
    const { container } = render(<Story />);
    expect(screen.getAllByRole("link")).toHaveLength(links);
    const summary = container.querySelector("summary");
    expect(summary?.textContent ?? null).toBe(more);
  });

  it("renders nothing without pages", () => {
    render(<Empty />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});
