import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./skeleton.stories.tsx";

const { Text, Cards, Tiles } = composeStories(stories);

describe("Skeleton", () => {
  it.each([
    { Story: Text, label: "Loading", items: 3 },
    { Story: Cards, label: "Loading search results", items: 2 },
    { Story: Tiles, label: "Loading categories", items: 6 },
  ])("announces '$label' and draws $items placeholders", ({ Story, label, items }) => {
    render(<Story />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(label);
    expect(status).toHaveAttribute("aria-busy", "true");
    expect(status.querySelector("[aria-hidden=true]")?.children).toHaveLength(items);
  });
});
