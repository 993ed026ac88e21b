import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./fieldset.stories.tsx";

const { Default, PageHeading } = composeStories(stories);

describe("Fieldset", () => {
  it.each([
    { Story: Default, heading: false },
    { Story: PageHeading, heading: true },
  ])("groups the fields under the legend (page heading: $heading)", ({ Story, heading }) => {
    render(<Story />);
    const group = screen.getByRole("group", { name: "What is your address?" });
    expect(group.querySelectorAll("input")).toHaveLength(3);
    expect(
      screen.queryByRole("heading", { level: 1, name: "What is your address?" }) !== null,
    ).toBe(heading);
  });
});
