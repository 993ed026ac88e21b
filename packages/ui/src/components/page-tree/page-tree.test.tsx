import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./page-tree.stories.tsx";

const { DeepCurrent, TopCurrent, NoCurrent } = composeStories(stories);

describe("PageTree", () => {
  it.each([
    {
      Story: DeepCurrent,
      current: "Priority debts",
      open: ["2 pages in “Money”", "2 pages in “Debt”"],
    },
    { Story: TopCurrent, current: "Food", open: [] },
    { Story: NoCurrent, current: null, open: [] },
  ])("marks $current and opens its branch", ({ Story, current, open }) => {
    const { container } = render(<Story />);
    expect(screen.getByRole("navigation", { name: "Pages in this section" })).toBeInTheDocument();
    const currentLinks = screen.queryAllByRole("link", { current: "page" });
    expect(currentLinks.map((link) => link.textContent)).toEqual(current ? [current] : []);
    const opened = [...container.querySelectorAll("details")]
      .filter((details) => details.open)
      .map((details) => details.querySelector("summary")?.textContent);
    expect(opened).toEqual(open);
  });

  it("keeps every page reachable as a link and counts each branch", () => {
    const { container } = render(<NoCurrent />);
    expect(screen.getAllByRole("link")).toHaveLength(8);
    expect(
      [...container.querySelectorAll("summary")].map((summary) => summary.textContent),
    ).toEqual(["2 pages in “Money”", "2 pages in “Debt”", "1 page in “Energy”"]);
  });
});
