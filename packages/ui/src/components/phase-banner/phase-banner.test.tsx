import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./phase-banner.stories.tsx";

const { Beta, Alpha, CustomText } = composeStories(stories);

describe("PhaseBanner", () => {
  it.each([
    { Story: Beta, tag: "Beta", link: "give your feedback" },
    { Story: Alpha, tag: "Alpha", link: "give your feedback" },
    { Story: CustomText, tag: "Beta", link: "Tell us what you think" },
  ])("shows the $tag tag and a feedback link", ({ Story, tag, link }) => {
    render(<Story />);
    expect(screen.getByText(tag)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: link })).toHaveAttribute("href", "/feedback");
  });
});
