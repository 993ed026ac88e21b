import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./sideboxes.stories.tsx";

const { Two, None } = composeStories(stories);

describe("Sideboxes", () => {
  it.each([
    { Story: Two, boxes: ["Worried about money?", "In an emergency"] },
    { Story: None, boxes: [] },
  ])("titles each box: $boxes", ({ Story, boxes }) => {
    render(<Story />);
    expect(screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(boxes);
    expect(screen.queryByRole("heading", { level: 2 }) !== null).toBe(boxes.length > 0);
  });

  it("renders each box's markdown", () => {
    render(<Two />);
    expect(screen.getByRole("link", { name: "cost of living pages" })).toHaveAttribute(
      "href",
      "/pages/cost-of-living",
    );
    expect(screen.getByText("020 8770 5000").tagName).toBe("STRONG");
  });
});
