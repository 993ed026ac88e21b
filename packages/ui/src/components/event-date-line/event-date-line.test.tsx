import { composeStories } from "@storybook/react-vite";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./event-date-line.stories.tsx";

const { SameDay, SeveralDays, NoEndDate } = composeStories(stories);

describe("EventDateLine", () => {
  it.each([
    { Story: SameDay, text: "Tuesday 24th November 2026, 2:30pm to 4pm" },
    {
      Story: SeveralDays,
      text: "Friday 27th November 2026, 10am to Sunday 29th November 2026, 4pm",
    },
    { Story: NoEndDate, text: "Saturday 5th December 2026, 12pm to 1:30pm" },
  ])("says $text", ({ Story, text }) => {
    const { container } = render(<Story />);
    expect(container.querySelector("p")).toHaveTextContent(text);
  });
});
