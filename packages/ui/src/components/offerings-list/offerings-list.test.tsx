import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./offerings-list.stories.tsx";

const { WithDescription, ListOnly, Empty } = composeStories(stories);

describe("OfferingsList", () => {
  it.each([
    {
      Story: WithDescription,
      items: [
        "Transport for people who cannot travel alone",
        "A hot two-course lunch",
        "Tea, coffee and cake",
      ],
      subheading: "Our volunteers",
    },
    { Story: ListOnly, items: ["Benefit checks", "Debt advice"], subheading: null },
  ])("lists offerings in order, capitalised", ({ Story, items, subheading }) => {
    render(<Story />);
    expect(screen.getByRole("heading", { level: 2, name: "What we offer" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(items);
    expect(screen.queryByRole("heading", { level: 3 })?.textContent ?? null).toBe(subheading);
  });

  it("renders nothing when there is nothing to say", () => {
    render(<Empty />);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });
});
