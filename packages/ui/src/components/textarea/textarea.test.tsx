import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import * as stories from "./textarea.stories.tsx";

const { Default, CharacterCount, OverLimit } = composeStories(stories);

describe("Textarea", () => {
  it("without JavaScript, states the limit as a hint", () => {
    const html = renderToString(<CharacterCount />);
    expect(html).toContain("You can enter up to 200 characters");
    expect(html).not.toContain("remaining");
  });

  it.each([
    { Story: Default, name: "Can you provide more detail?", description: "" },
    {
      Story: CharacterCount,
      name: "What could we do better?",
      description: "Do not include personal information You can enter up to 200 characters",
    },
  ])("describes $name", ({ Story, name, description }) => {
    render(<Story />);
    expect(screen.getByRole("textbox", { name })).toHaveAccessibleDescription(description);
  });

  it.each([
    { typed: "a", message: "You have 199 characters remaining" },
    { typed: "a".repeat(199), message: "You have 1 character remaining" },
    { typed: "a".repeat(201), message: "You have 1 character too many" },
    { typed: "a".repeat(205), message: "You have 5 characters too many" },
  ])("counts live: $message", async ({ typed, message }) => {
    const user = userEvent.setup();
    render(<CharacterCount />);
    const textbox = screen.getByRole("textbox");
    await user.click(textbox);
    await user.paste(typed);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it("shows an over-limit value from the server in the error style", () => {
    render(<OverLimit />);
    expect(screen.getByText("You have 37 characters too many")).toHaveClass("text-error");
    expect(screen.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
  });
});
