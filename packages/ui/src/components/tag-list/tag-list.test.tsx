import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./tag-list.stories.tsx";

const { ServiceTags, EventTags, Empty } = composeStories(stories);

describe("TagList", () => {
  it.each([
    {
      Story: ServiceTags,
      label: "About this service",
      items: ["Activity", "Free", "Older people", "Walking"],
    },
    { Story: EventTags, label: "About this event", items: ["Cost", "Online"] },
  ])("lists the tags of $label in order", ({ Story, label, items }) => {
    render(<Story />);
    const list = screen.getByRole("list", { name: label });
    expect([...list.querySelectorAll("li")].map((li) => li.textContent)).toEqual(items);
  });

  it("renders nothing without tags", () => {
    render(<Empty />);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
