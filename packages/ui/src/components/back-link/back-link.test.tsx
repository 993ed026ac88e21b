import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./back-link.stories.tsx";

const { Default, CustomText } = composeStories(stories);

describe("BackLink", () => {
  it.each([
    { Story: Default, name: "Back", href: "/services/lunch-club/referral?step=1" },
    { Story: CustomText, name: "Back to Sutton Lunch Club", href: "/services/lunch-club" },
  ])("links '$name' to $href", ({ Story, name, href }) => {
    render(<Story />);
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
  });
});
