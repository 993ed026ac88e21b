import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { pageItems } from "./pagination.tsx";
import * as stories from "./pagination.stories.tsx";

const { OnePage, FirstPage, MiddlePage, NearStart, LastPage, TwoPages } = composeStories(stories);

describe("pageItems", () => {
  it.each([
    { current: 1, total: 1, shown: "1" },
    { current: 1, total: 10, shown: "1 2 … 10" },
    { current: 5, total: 10, shown: "1 … 4 5 6 … 10" },
    { current: 3, total: 10, shown: "1 2 3 4 … 10" },
    { current: 4, total: 10, shown: "1 2 3 4 5 … 10" },
    { current: 10, total: 10, shown: "1 … 9 10" },
    { current: 2, total: 3, shown: "1 2 3" },
  ])("page $current of $total shows $shown", ({ current, total, shown }) => {
    const text = pageItems(current, total)
      .map((item) => (item.type === "page" ? String(item.page) : "…"))
      .join(" ");
    expect(text).toBe(shown);
  });
});

describe("Pagination", () => {
  it("renders nothing for a single page", () => {
    render(<OnePage />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it.each([
    { name: "first page", Story: FirstPage, current: "1", previous: false, next: true },
    { name: "middle page", Story: MiddlePage, current: "5", previous: true, next: true },
    { name: "near the start", Story: NearStart, current: "3", previous: true, next: true },
    { name: "last page", Story: LastPage, current: "10", previous: true, next: false },
    { name: "last of two", Story: TwoPages, current: "2", previous: true, next: false },
  ])(
    "on the $name marks the current page and links neighbours",
    ({ Story, current, previous, next }) => {
      render(<Story />);
      const nav = screen.getByRole("navigation", { name: "Pagination" });
      const currentLink = within(nav).getByRole("link", { current: "page" });
      expect(currentLink).toHaveTextContent(current);
      expect(currentLink).toHaveAttribute("href", `/results?query=food&page=${current}`);
      const page = Number(current);
      const previousLink = within(nav).queryByRole("link", { name: /^Previous/ });
      const nextLink = within(nav).queryByRole("link", { name: /^Next/ });
      expect(previousLink !== null).toBe(previous);
      expect(nextLink !== null).toBe(next);
      if (previousLink)
        expect(previousLink).toHaveAttribute("href", `/results?query=food&page=${page - 1}`);
      if (nextLink)
        expect(nextLink).toHaveAttribute("href", `/results?query=food&page=${page + 1}`);
    },
  );
});
