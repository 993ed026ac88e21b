import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./eligibility-list.stories.tsx";

const { Groups, None } = composeStories(stories);

describe("EligibilityList", () => {
  it("shows only the groups with values, under “Who is it for?”", () => {
    render(<Groups />);
    expect(screen.getByRole("heading", { level: 2, name: "Who is it for?" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Age group",
      "Housing",
      "Other",
    ]);
  });

  it.each([
    { value: "Private renting", hidden: false },
    { value: "Living with family", hidden: true },
    { value: "Owner occupier", hidden: true },
  ])("puts $value behind “Show 2 more”: $hidden", ({ value, hidden }) => {
    render(<Groups />);
    const item = screen.getByText(value);
    expect(item.closest("details") !== null).toBe(hidden);
    if (hidden)
      expect(item.closest("details")?.querySelector("summary")).toHaveTextContent("Show 2 more");
  });

  it("renders nothing when no group has values", () => {
    render(<None />);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });
});
