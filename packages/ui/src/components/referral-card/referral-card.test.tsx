import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./referral-card.stories.tsx";

const { Internal, ExternalWithText, None } = composeStories(stories);

describe("ReferralCard", () => {
  it.each([
    {
      Story: Internal,
      name: "Make a connection",
      href: "/services/money-advice/referral",
      target: null,
      disclaimer: true,
    },
    {
      Story: ExternalWithText,
      name: "Sign up (opens in a new tab)",
      href: "https://www.example.org/sign-up",
      target: "_blank",
      disclaimer: false,
    },
  ])("links “$name”", ({ Story, name, href, target, disclaimer }) => {
    render(<Story />);
    const link = screen.getByRole("link", { name });
    expect(link).toHaveAttribute("href", href);
    expect(link.getAttribute("target")).toBe(target);
    expect(screen.queryByText("It can take up to 2 weeks to get a reply.") !== null).toBe(
      disclaimer,
    );
  });

  it("renders nothing for method none", () => {
    render(<None />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});
