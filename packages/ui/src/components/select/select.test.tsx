import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./select.stories.tsx";

const { Default, WithError } = composeStories(stories);

describe("Select", () => {
  it.each([
    { Story: Default, name: "Distance", value: "5", description: "" },
    {
      Story: WithError,
      name: "Category",
      value: "",
      description: "Choose the closest match Error: Select a category",
    },
  ])("labels $name with value '$value'", ({ Story, name, value, description }) => {
    render(<Story />);
    const select = screen.getByRole("combobox", { name });
    expect(select).toHaveValue(value);
    expect(select).toHaveAccessibleDescription(description);
  });
});
