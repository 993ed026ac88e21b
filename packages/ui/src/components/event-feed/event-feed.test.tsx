import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./event-feed.stories.tsx";

const { ThisWeek, Empty } = composeStories(stories);

describe("EventFeed", () => {
  it.each([
    { Story: ThisWeek, events: 3, empty: false },
    { Story: Empty, events: 0, empty: true },
  ])("lists $events events and links to all events", ({ Story, events, empty }) => {
    render(<Story />);
    const section = screen.getByRole("region", { name: "Community events happening this week" });
    expect(within(section).queryAllByRole("listitem")).toHaveLength(events);
    expect(within(section).queryByText("There are no community events this week.") !== null).toBe(
      empty,
    );
    expect(within(section).getByRole("link", { name: "Search for more events" })).toHaveAttribute(
      "href",
      "/events",
    );
  });

  it("gives each date a machine-readable time", () => {
    const { container } = render(<ThisWeek />);
    expect(
      [...container.querySelectorAll("time")].map((time) => time.getAttribute("datetime")),
    ).toEqual(["2026-12-01T12:00:00Z", "2026-12-03T10:30:00Z", "2026-12-05"]);
  });

  it("marks free events in words", () => {
    render(<ThisWeek />);
    expect(screen.getAllByText("Free")).toHaveLength(2);
  });
});
