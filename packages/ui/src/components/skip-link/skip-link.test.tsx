import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./skip-link.stories.tsx";

const { Default, CustomTarget } = composeStories(stories);

describe("SkipLink", () => {
  it.each([
    { Story: Default, name: "Skip to main content", href: "#main-content" },
    { Story: CustomTarget, name: "Skip to results", href: "#results" },
  ])("links $name to $href", ({ Story, name, href }) => {
    render(<Story />);
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
  });
});
