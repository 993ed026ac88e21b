import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./footer.stories.tsx";

const { Sutton, Bexley } = composeStories(stories);

describe("Footer", () => {
  it.each([
    { name: "Give feedback", href: "/feedback" },
    { name: "Contact us", href: "/contact" },
    {
      name: "Sutton Information Hub on Facebook",
      href: "https://www.facebook.com/suttoninformationhub",
    },
    { name: "Sutton Information Hub on Twitter", href: "https://twitter.com/suttoninfohub" },
    { name: "Members Area", href: "https://admin.example.org" },
  ])("links $name", ({ name, href }) => {
    render(<Sutton />);
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
  });

  it("puts the policy links in a labelled navigation", () => {
    render(<Bexley />);
    const nav = screen.getByRole("navigation", { name: "Footer" });
    expect(within(nav).getAllByRole("link")).toHaveLength(4);
    expect(screen.queryByRole("link", { name: /Facebook/ })).toBeNull();
  });
});
