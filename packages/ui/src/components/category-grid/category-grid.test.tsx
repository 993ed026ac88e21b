import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./category-grid.stories.tsx";

const { Home, Minimal, Empty } = composeStories(stories);

describe("CategoryGrid", () => {
  it.each([
    {
      Story: Home,
      title: "What are you looking for?",
      columns: "md:grid-cols-2 lg:grid-cols-3",
      images: 5,
    },
    {
      Story: Minimal,
      title: "Try browsing one of these categories instead",
      columns: "md:grid-cols-2",
      images: 0,
    },
  ])("lays out $title in $columns", ({ Story, title, columns, images }) => {
    const { container } = render(<Story />);
    const section = screen.getByRole("region", { name: title });
    const list = within(section).getByRole("list");
    expect(list.className).toContain(columns);
    expect(list.className.includes("lg:grid-cols-3")).toBe(columns.includes("lg:"));
    expect(within(list).getAllByRole("link")).toHaveLength(6);
    expect(container.querySelectorAll("img")).toHaveLength(images);
  });

  it("is left out when there are no categories", () => {
    render(<Empty />);
    expect(screen.queryByRole("region")).toBeNull();
  });
});
