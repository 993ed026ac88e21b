import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./banner.stories.tsx";

const { Full, TextOnly } = composeStories(stories);

describe("Banner", () => {
  it.each([
    { Story: Full, title: "Find help with the cost of living", action: "See support", image: true },
    { Story: TextOnly, title: "Volunteer this winter", action: null, image: false },
  ])("shows $title", ({ Story, title, action, image }) => {
    const { container } = render(<Story />);
    expect(screen.getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    expect(screen.queryByRole("link")?.textContent ?? null).toBe(action);
    expect(container.querySelector("img") !== null).toBe(image);
  });
});
