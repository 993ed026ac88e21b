import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { ErrorSummary } from "./error-summary.tsx";
import * as stories from "./error-summary.stories.tsx";

const { Default, WithDescription } = composeStories(stories);

describe("ErrorSummary", () => {
  it.each([
    {
      Story: Default,
      links: {
        "Enter your full name": "#full-name",
        "Select how you would like to be contacted": "#contact",
      },
    },
    { Story: WithDescription, links: { "Enter an email address in the correct format": "#email" } },
  ])("links each error to its field", ({ Story, links }) => {
    render(<Story />);
    const alert = within(screen.getByRole("alert"));
    expect(alert.getByRole("heading", { name: "There is a problem" })).toBeInTheDocument();
    expect(
      Object.fromEntries(
        alert.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]),
      ),
    ).toEqual(links);
  });

  it("takes focus when it appears", () => {
    render(<Default />);
    expect(document.activeElement?.id).toBe("error-summary");
  });

  it("moves focus to the field when a link is followed", async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole("link", { name: "Enter your full name" }));
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveFocus();
  });

  it("renders nothing without errors", () => {
    render(<ErrorSummary errors={[]} />);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
