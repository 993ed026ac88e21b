import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./result-count.stories.tsx";

const { Many, One, None, WithQuery } = composeStories(stories);

describe("ResultCount", () => {
  it.each([
    { Story: Many, text: "1,234 results found" },
    { Story: One, text: "1 result found" },
    { Story: None, text: "No results found" },
    { Story: WithQuery, text: "12 results found for “lunch club”" },
  ])("says $text", ({ Story, text }) => {
    render(<Story />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
