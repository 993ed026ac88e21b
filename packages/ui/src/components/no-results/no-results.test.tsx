import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./no-results.stories.tsx";

const { TipsOnly, WithCategories, DidYouMean, EventTips } = composeStories(stories);

describe("NoResults", () => {
  it.each([
    { Story: TipsOnly, level: 2, tips: 4, categories: false },
    { Story: WithCategories, level: 2, tips: 4, categories: true },
    { Story: EventTips, level: 3, tips: 2, categories: false },
  ])(
    "shows a level $level heading, $tips tips, categories: $categories",
    ({ Story, level, tips, categories }) => {
      render(<Story />);
      const section = screen.getByRole("region", { name: "No results found" });
      expect(
        within(section).getByRole("heading", { name: "No results found", level }),
      ).toBeInTheDocument();
      expect(within(section).getAllByRole("list")[0]!.querySelectorAll("li")).toHaveLength(tips);
      expect(within(section).queryByRole("link", { name: "Money and debt" }) !== null).toBe(
        categories,
      );
    },
  );

  it.each([
    {
      Story: DidYouMean,
      suggestion: "Did you mean counselling?",
      intro: "These categories are closest to what you searched for:",
    },
    {
      Story: WithCategories,
      suggestion: null,
      intro: "You might find searching by category helpful:",
    },
  ])("offers a respelling first: $suggestion", ({ Story, suggestion, intro }) => {
    render(<Story />);
    const section = screen.getByRole("region", { name: "No results found" });
    const first = section.querySelector("h2 + p");
    if (suggestion === null) {
      expect(within(section).queryByText(/Did you mean/)).toBeNull();
    } else {
      expect(first).toHaveTextContent(suggestion);
      expect(within(first as HTMLElement).getByRole("link")).toHaveAttribute(
        "href",
        "/results?query=counselling",
      );
    }
    expect(section).toHaveTextContent(intro);
  });
});
