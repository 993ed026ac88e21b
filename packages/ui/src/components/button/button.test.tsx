import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./button.stories.tsx";

const { Primary, Secondary, Warning, AsLink, StartButton, Disabled } = composeStories(stories);

describe("Button", () => {
  it.each([
    { Story: Primary, name: "Save and continue", type: "submit", colour: "bg-button" },
    { Story: Secondary, name: "Find out more", type: "button", colour: "bg-button-secondary" },
    { Story: Warning, name: "Remove all favourites", type: "button", colour: "bg-button-warning" },
  ])("renders a $type button: $name", ({ Story, name, type, colour }) => {
    render(<Story />);
    const button = screen.getByRole("button", { name });
    expect(button).toHaveAttribute("type", type);
    expect(button.className).toContain(colour);
  });

  it.each([
    { Story: AsLink, name: "Make a connection", href: "/services/lunch-club/referral" },
    { Story: StartButton, name: "Start now", href: "/get-involved" },
  ])("renders a link styled as a button: $name", ({ Story, name, href }) => {
    render(<Story />);
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
  });

  it("can be disabled", () => {
    render(<Disabled />);
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
  });
});
