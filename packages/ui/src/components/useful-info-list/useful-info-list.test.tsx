import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { usefulInfoIcon } from "./useful-info-list.tsx";
import * as stories from "./useful-info-list.stories.tsx";

const { Several, Empty } = composeStories(stories);

describe("usefulInfoIcon", () => {
  it.each([
    ["Getting here", "signpost"],
    ["How to get here", "signpost"],
    ["Signing up", "user"],
    ["Meeting up", "handshake"],
    ["What to wear", "shirt"],
    ["What to bring", "backpack"],
    ["Parking", "car"],
    ["Keeping updated", "calendar"],
    ["Additional information", "info"],
    ["Anything else", "info"],
  ])("%s → %s", (title, icon) => {
    expect(usefulInfoIcon(title)).toBe(icon);
  });
});

describe("UsefulInfoList", () => {
  it("shows the notes in order under “Good to know”", () => {
    render(<Several />);
    expect(screen.getByRole("heading", { level: 2, name: "Good to know" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Getting here",
      "What to bring",
      "Parking",
      "Additional information",
    ]);
    expect(screen.getByText("bottle of water").tagName).toBe("STRONG");
  });

  it("renders nothing without notes", () => {
    render(<Empty />);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });
});
