import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./related-pages.stories.tsx";

const { Few, Many, Empty, FoldedOne, FoldedMany } = composeStories(stories);

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

  it.each([
    { Story: FoldedOne, summary: "1 information page may help" },
    { Story: FoldedMany, summary: "5 information pages may help" },
  ])("folds on a phone behind one line: $summary", ({ Story, summary }) => {
    const { container } = render(<Story />);
    const toggle = container.querySelector<HTMLDetailsElement>("details.hub-narrow-toggle-lg")!;
    expect(toggle.querySelector("summary")).toHaveTextContent(summary);
    // The heading still names the section; every page link is folded with the toggle.
    const section = screen.getByRole("region", { name: "Information you might find useful" });
    expect(section).toContainElement(toggle);
    const folded = [...container.querySelectorAll(".hub-narrow-content-lg")];
    for (const link of screen.getAllByRole("link")) {
      expect(folded.some((element) => element.contains(link))).toBe(true);
    }
    for (const element of folded) expect(element.parentElement).toBe(toggle.parentElement);
  });
});
