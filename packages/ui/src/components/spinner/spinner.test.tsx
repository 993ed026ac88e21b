import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./spinner.stories.tsx";

const { Default, WithLabel } = composeStories(stories);

describe("Spinner", () => {
  it.each([
    { Story: Default, text: "Loading", visible: false },
    { Story: WithLabel, text: "Finding services near you", visible: true },
  ])("announces '$text' as a status", ({ Story, text, visible }) => {
    render(<Story />);
    expect(screen.getByRole("status")).toHaveTextContent(text);
    expect(screen.getByText(text).classList.contains("sr-only")).toBe(!visible);
  });
});
