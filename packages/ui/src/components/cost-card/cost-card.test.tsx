import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./cost-card.stories.tsx";

const { Free, FeesWithLink, CostNoDetails } = composeStories(stories);

describe("CostCard", () => {
  it.each([
    { Story: Free, title: "Free", text: "This service is free.", link: false },
    {
      Story: FeesWithLink,
      title: "Cost",
      text: "£3 a session, or £25 for ten sessions.",
      link: true,
    },
    { Story: CostNoDetails, title: "Cost", text: "There is a charge for this event.", link: false },
  ])("is titled $title and says $text", ({ Story, title, text, link }) => {
    render(<Story />);
    expect(screen.getByRole("region", { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(
      screen.queryByRole("link", { name: "Further pricing details (opens in a new tab)" }) !== null,
    ).toBe(link);
  });
});
