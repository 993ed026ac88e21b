import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./add-to-calendar.stories.tsx";

const { AllThree, AppleOnly, None } = composeStories(stories);

describe("AddToCalendar", () => {
  it.each([
    {
      Story: AllThree,
      links: [
        "Google Calendar (opens in a new tab)",
        "Outlook (opens in a new tab)",
        "Apple Calendar (.ics file)",
      ],
    },
    { Story: AppleOnly, links: ["Apple Calendar (.ics file)"] },
    { Story: None, links: [] },
  ])("offers $links.length calendars", ({ Story, links }) => {
    render(<Story />);
    expect(screen.queryAllByRole("link").map((link) => link.textContent)).toEqual(links);
    expect(screen.queryByRole("heading", { name: "Add to your calendar" }) !== null).toBe(
      links.length > 0,
    );
  });
});
