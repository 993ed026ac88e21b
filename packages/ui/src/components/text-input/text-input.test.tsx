import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./text-input.stories.tsx";

const { Default, WithHint, WithError, Optional, PageHeading } = composeStories(stories);

describe("TextInput", () => {
  it.each([
    { Story: Default, name: "Full name", description: "", invalid: false },
    { Story: WithHint, name: "Postcode", description: "For example, SM1 1EA", invalid: false },
    {
      Story: WithError,
      name: "Email address",
      description:
        "We'll only use this to reply to you Error: Enter an email address in the correct format, like name@example.com",
      invalid: true,
    },
    { Story: Optional, name: "Phone number (optional)", description: "", invalid: false },
  ])("labels $name and describes it", ({ Story, name, description, invalid }) => {
    render(<Story />);
    const input = screen.getByRole("textbox", { name });
    expect(input).toHaveAccessibleDescription(description);
    expect(input.getAttribute("aria-invalid") === "true").toBe(invalid);
  });

  it("keeps what the person typed when showing an error", () => {
    render(<WithError />);
    expect(screen.getByRole("textbox")).toHaveValue("name@");
  });

  it("can be the page heading", () => {
    render(<PageHeading />);
    expect(
      screen.getByRole("heading", { level: 1, name: "What is the name of your organisation?" }),
    ).toBeInTheDocument();
  });
});
