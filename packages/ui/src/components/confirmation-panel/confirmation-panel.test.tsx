import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./confirmation-panel.stories.tsx";

const { Referral, Feedback } = composeStories(stories);

describe("ConfirmationPanel", () => {
  it.each([
    { Story: Referral, level: 1, title: "Referral sent", body: "HDJ2123F" },
    { Story: Feedback, level: 2, title: "Thank you for your feedback", body: null },
  ])("heads the panel with an h$level", ({ Story, level, title, body }) => {
    render(<Story />);
    expect(screen.getByRole("heading", { level, name: title })).toBeInTheDocument();
    if (body) expect(screen.getByText(body)).toBeInTheDocument();
  });
});
