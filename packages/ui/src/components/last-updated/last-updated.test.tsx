import { composeStories } from "@storybook/react-vite";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./last-updated.stories.tsx";

const { Summer, LateEvening, BritishSummerTime, Missing } = composeStories(stories);

describe("LastUpdated", () => {
  it.each([
    { Story: Summer, text: "Page last updated 1st July 2026", datetime: "2026-07-01" },
    { Story: LateEvening, text: "Page last updated 24th November 2026", datetime: "2026-11-24" },
    { Story: BritishSummerTime, text: "Page last updated 1st July 2026", datetime: "2026-07-01" },
  ])("says $text", ({ Story, text, datetime }) => {
    const { container } = render(<Story />);
    expect(container.querySelector("p")).toHaveTextContent(text);
    expect(container.querySelector("time")).toHaveAttribute("datetime", datetime);
  });

  it("renders nothing without a date", () => {
    const { container } = render(<Missing />);
    expect(container.querySelector("p")).toBeNull();
  });
});
