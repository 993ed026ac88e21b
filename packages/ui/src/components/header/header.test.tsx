import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./header.stories.tsx";

const { Sutton, Bexley, WithLogo, CountSlot } = composeStories(stories);

function inlineNav() {
  return within(screen.getAllByRole("navigation", { name: "Main navigation" })[0]!);
}

describe("Header", () => {
  it.each([
    { Story: Sutton, current: "Home", items: 5 },
    { Story: Bexley, current: "Events", items: 6 },
    { Story: WithLogo, current: "About", items: 5 },
  ])("marks $current as the current page", ({ Story, current, items }) => {
    render(<Story />);
    const links = inlineNav().getAllByRole("link");
    expect(links).toHaveLength(items);
    const marked = links.filter((link) => link.getAttribute("aria-current") === "page");
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });

  it("shows the favourites count", () => {
    render(<Bexley />);
    expect(inlineNav().getByRole("link", { name: /My Favourites \(3\)/ })).toHaveAttribute(
      "href",
      "/favourites",
    );
  });

  it("puts the count slot after the favourites item", () => {
    render(<CountSlot />);
    expect(inlineNav().getByRole("link", { name: /My favourites \(7\)/ })).toHaveAttribute(
      "href",
      "/favourites",
    );
    expect(screen.getByTestId("count-slot").closest("a")).toHaveAttribute("href", "/favourites");
  });

  it.each([
    { Story: Sutton, name: "Sutton Information Hub" },
    { Story: WithLogo, name: "Sutton Information Hub homepage" },
  ])("names the home link $name", ({ Story, name }) => {
    render(<Story />);
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", "/");
  });

  it("holds the translate widget slot", () => {
    render(<Bexley />);
    expect(screen.getByRole("group", { name: "Translate this page" })).toHaveAttribute(
      "id",
      "google_translate_element",
    );
  });
});
