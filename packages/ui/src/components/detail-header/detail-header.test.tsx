import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./detail-header.stories.tsx";

const { Service, Event, Organisation } = composeStories(stories);

describe("DetailHeader", () => {
  it.each([
    {
      Story: Service,
      title: "Sutton Community Lunch Club",
      caption: "Activity",
      runBy: "This activity is run by Age UK Sutton.",
    },
    {
      Story: Event,
      title: "Family fun day in Manor Park",
      caption: "Event",
      runBy: "This event is run by Friends of Manor Park.",
    },
    { Story: Organisation, title: "Citizens Advice Sutton", caption: "Organisation", runBy: null },
  ])("titles $title with caption $caption", ({ Story, title, caption, runBy }) => {
    render(<Story />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(caption, { selector: "p" })).toBeInTheDocument();
    const sentence = screen.queryByText(
      (_, element) => element?.tagName === "P" && element.textContent === runBy,
    );
    expect(sentence !== null).toBe(runBy !== null);
  });

  it("links the organisation inside the sentence", () => {
    render(<Service />);
    expect(screen.getByRole("link", { name: "Age UK Sutton" })).toHaveAttribute(
      "href",
      "/organisations/age-uk-sutton",
    );
  });
});
