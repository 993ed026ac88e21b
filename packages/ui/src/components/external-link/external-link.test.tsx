import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { ExternalLink } from "./external-link.tsx";
import * as stories from "./external-link.stories.tsx";

const { NewTab, SameTab } = composeStories(stories);

describe("ExternalLink", () => {
  it.each([
    { Story: NewTab, name: "Further pricing details (opens in a new tab)", target: "_blank" },
    { Story: SameTab, name: "Apple Calendar (.ics file)", target: null },
  ])("names the link $name", ({ Story, name, target }) => {
    render(<Story />);
    const link = screen.getByRole("link", { name });
    if (target === null) expect(link).not.toHaveAttribute("target");
    else expect(link).toHaveAttribute("target", target);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " java\tscript:alert(1)",
    "data:text/html,x",
  ])("shows %j as text, not as a link", (href) => {
    render(<ExternalLink href={href}>Book now</ExternalLink>);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Book now")).toBeVisible();
  });
});
