import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./happening-filter.stories.tsx";

const { AnyTime, Now, AtChosen, AtWithErrors } = composeStories(stories);

describe("HappeningFilter", () => {
  it.each([
    {
      Story: AnyTime,
      checked: "Any time",
      submits: [
        ["happening", ""],
        ["happening_day", "2026-11-29"],
        ["happening_time", ""],
      ],
      errors: [],
    },
    {
      Story: Now,
      checked: "Happening now",
      submits: [
        ["happening", "now"],
        ["happening_day", "2026-11-29"],
        ["happening_time", ""],
      ],
      errors: [],
    },
    {
      Story: AtChosen,
      checked: "Happening on a day and time you choose",
      submits: [
        ["happening", "at"],
        ["happening_day", "2026-12-05"],
        ["happening_time", "23:30"],
      ],
      errors: [],
    },
    {
      Story: AtWithErrors,
      checked: "Happening on a day and time you choose",
      // A browser drops what its date and time fields cannot hold; the page keeps it for them.
      submits: [
        ["happening", "at"],
        ["happening_day", ""],
        ["happening_time", ""],
      ],
      errors: ["The day must be a real date", "The time must be a real time, like 14:30"],
    },
  ])("$checked is chosen, and the form submits it", ({ Story, checked, submits, errors }) => {
    const { container } = render(<Story />);
    const group = screen.getByRole("group", { name: "When it is on" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: checked })).toBeChecked();
    expect(
      screen.getAllByRole("radio").filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(1);
    const form = container.querySelector("form");
    expect(form).not.toBeNull();
    const data = [...new FormData(form ?? undefined).entries()];
    expect(data).toEqual(submits);
    expect(
      [...container.querySelectorAll(".hub-conditional p[id$='-error']")].map((node) =>
        node.textContent.replace(/^Error:\s*/, ""),
      ),
    ).toEqual(errors);
  });

  it("labels the day and time and ties each error to its field", () => {
    render(<AtWithErrors />);
    const day = screen.getByLabelText("Day");
    const time = screen.getByLabelText("Time");
    expect(day).toHaveAttribute("id", "happening-day");
    expect(time).toHaveAttribute("id", "happening-time");
    expect(day).toHaveAccessibleDescription(/The day must be a real date/);
    expect(time).toHaveAccessibleDescription(/The time must be a real time, like 14:30/);
  });
});
