import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./opening-times.stories.tsx";

const { OpenToday, MixedFrequencies, WithClosures, ClosedToday, NoHours } = composeStories(stories);

// The arrow is hidden from screen readers, which hear " to " instead.
function rows(container: HTMLElement): string[] {
  return [...container.querySelectorAll("li")].map((li) => li.textContent.replaceAll("→ to ", "→"));
}

describe("OpeningTimes", () => {
  it.each([
    {
      name: "weekly hours",
      Story: OpenToday,
      pill: "Open now",
      rows: ["Every Monday 9am→5pm", "Every Tuesday 9am→5pmToday", "Every Wednesday 9:30am→5pm"],
      today: ["Every Tuesday 9am→5pmToday"],
    },
    {
      name: "mixed frequencies",
      Story: MixedFrequencies,
      pill: "Closed now",
      rows: [
        "Every Saturday 10am→1pm",
        "Fortnightly on Tuesdays 6pm→8pmTodayNext occurring on 8th December 2026.",
        "Every last Friday of the month. 2pm→4pm",
        "Every 3rd day of the month 10am→12pm",
      ],
      today: ["Fortnightly on Tuesdays 6pm→8pmTodayNext occurring on 8th December 2026."],
    },
    {
      name: "upcoming closures first, past ones hidden",
      Story: WithClosures,
      pill: "Open now",
      rows: [
        "Open on 24th December 2026 from 10am to 2pm",
        "Closed between 25th December 2026 - 26th December 2026",
        "Every Monday 9am→5pm",
        "Every Tuesday 9am→5pmToday",
        "Every Wednesday 9:30am→5pm",
      ],
      today: ["Every Tuesday 9am→5pmToday"],
    },
    {
      name: "a closure covering today",
      Story: ClosedToday,
      pill: "Closed now",
      rows: [
        "Closed between 7th December 2026 - 9th December 2026Today",
        "Every Monday 9am→5pm",
        "Every Tuesday 9am→5pmToday",
        "Every Wednesday 9:30am→5pm",
      ],
      today: [
        "Closed between 7th December 2026 - 9th December 2026Today",
        "Every Tuesday 9am→5pmToday",
      ],
    },
  ])("$name", ({ Story, pill, rows: expected, today }) => {
    const { container } = render(<Story />);
    expect(screen.getByText(pill)).toBeInTheDocument();
    expect(rows(container)).toEqual(expected);
    expect(
      rows(container).filter(
        (_, index) =>
          container.querySelectorAll("li")[index]?.getAttribute("aria-current") === "date",
      ),
    ).toEqual(today);
  });

  it("reads the time range arrow as “to”", () => {
    const { container } = render(<OpenToday />);
    const first = container.querySelector("li")!;
    expect(first.querySelector('[aria-hidden="true"]')).toHaveTextContent("→");
    expect(first.querySelector(".sr-only")).toHaveTextContent("to");
  });

  it("says when no hours are listed, without a pill", () => {
    render(<NoHours />);
    expect(screen.getByText("No regular opening hours are listed.")).toBeInTheDocument();
    expect(screen.queryByText(/now$/)).not.toBeInTheDocument();
  });
});
