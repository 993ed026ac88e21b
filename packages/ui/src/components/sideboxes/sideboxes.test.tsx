import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./sideboxes.stories.tsx";

const { Two, None, Folded } = composeStories(stories);

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

  it("folds on a phone behind one line with the heading and the count", () => {
    const { container } = render(<Folded />);
    const toggle = container.querySelector<HTMLDetailsElement>("details.hub-narrow-toggle-lg")!;
    expect(toggle.querySelector("summary")).toHaveTextContent(
      "Information you might find useful (2)",
    );
    const section = screen.getByRole("region", { name: "Information you might find useful" });
    const boxes = section.querySelector("ul")!;
    expect(boxes).toHaveClass("hub-narrow-content-lg");
    expect(boxes.parentElement).toBe(toggle.parentElement);
  });

  it("does not fold unless asked", () => {
    const { container } = render(<Two />);
    expect(container.querySelector("details")).toBeNull();
  });
});
