import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./order-toggle.stories.tsx";

const { MostRelevant, NearestFirst } = composeStories(stories);

describe("OrderToggle", () => {
  it.each([
    { Story: MostRelevant, current: "Most relevant", other: "Nearest first" },
    { Story: NearestFirst, current: "Nearest first", other: "Most relevant" },
  ])("marks $current as the order shown", ({ Story, current, other }) => {
    render(<Story />);
    const nav = screen.getByRole("navigation", { name: "Order the results" });
    expect(nav).toHaveTextContent(/^Sort by/);
    expect(within(nav).getByRole("link", { name: current })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(within(nav).getByRole("link", { name: other })).not.toHaveAttribute("aria-current");
  });

  it.each([
    ["Most relevant", "/results?query=lunch&postcode=SM1+1EA"],
    ["Nearest first", "/results?query=lunch&postcode=SM1+1EA&order=distance"],
  ])("links %s to the same search in that order", (name, href) => {
    render(<MostRelevant />);
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
  });
});
