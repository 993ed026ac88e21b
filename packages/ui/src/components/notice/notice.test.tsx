import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./notice.stories.tsx";

const { Information, Important, Success, Warning } = composeStories(stories);

describe("Notice", () => {
  it.each([
    { Story: Information, role: "region", title: "Information" },
    { Story: Important, role: "region", title: "This service has changed" },
    { Story: Success, role: "alert", title: "Success" },
    { Story: Warning, role: "region", title: "Warning" },
  ])("is a $role titled '$title' (meaning in words, not colour)", ({ Story, role, title }) => {
    render(<Story />);
    expect(screen.getByRole(role, { name: title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
  });
});
