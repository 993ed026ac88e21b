import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./narrow-toggle.stories.tsx";

const { Filters, Place, OpenForAnError } = composeStories(stories);

describe("NarrowToggle", () => {
  it.each([
    { Story: Filters, summary: "Filter results (2 applied)", open: false },
    { Story: Place, summary: "Postcode and distance", open: false },
    { Story: OpenForAnError, summary: /^Postcode and distance: SW1A 2AA/, open: true },
  ])("is a disclosure saying $summary", ({ Story, summary, open }) => {
    const { container } = render(<Story />);
    const details = container.querySelector("details");
    expect(details?.open).toBe(open);
    expect(details?.querySelector("summary")).toHaveTextContent(summary);
    // It holds only its summary: what it folds away follows it, so a wide screen can show that
    // without it.
    expect(details?.children).toHaveLength(1);
    expect(screen.getByText(stories.FOLDED_TEXT).previousElementSibling).toBe(details);
  });
});
