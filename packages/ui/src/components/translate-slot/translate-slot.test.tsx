import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./translate-slot.stories.tsx";

const { Empty, WithFallback } = composeStories(stories);

describe("TranslateSlot", () => {
  it.each([
    { Story: Empty, id: "google_translate_element", links: 0 },
    { Story: WithFallback, id: "translate-widget", links: 1 },
  ])("gives the widget the element #$id", ({ Story, id, links }) => {
    render(<Story />);
    expect(screen.getByRole("group", { name: "Translate this page" })).toHaveAttribute("id", id);
    expect(screen.queryAllByRole("link")).toHaveLength(links);
  });
});
