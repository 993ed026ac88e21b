import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { isExternalHref } from "./markdown.tsx";
import * as stories from "./markdown.stories.tsx";

const { RichText, DeeperHeadings, RawHtmlDropped, SkippedLevels, Table } = composeStories(stories);

describe("isExternalHref", () => {
  it.each([
    { href: "https://www.nhs.uk/", origin: undefined, external: true },
    { href: "https://hub.example/pages/a", origin: "https://hub.example", external: false },
    { href: "https://other.example/", origin: "https://hub.example", external: true },
    { href: "/pages/a", origin: undefined, external: false },
    { href: "mailto:a@b.c", origin: undefined, external: false },
    { href: undefined, origin: undefined, external: false },
  ])("$href from $origin is external: $external", ({ href, origin, external }) => {
    expect(isExternalHref(href, origin)).toBe(external);
  });
});

describe("Markdown", () => {
  it.each([
    {
      name: "default offset",
      Story: RichText,
      levels: [
        ["About the group", 2],
        ["What to expect", 3],
      ] as const,
    },
    {
      name: "offset 2",
      Story: DeeperHeadings,
      levels: [
        ["Parking", 3],
        ["Blue badge holders", 4],
      ] as const,
    },
    {
      name: "levels the author skipped closed up",
      Story: SkippedLevels,
      levels: [
        ["Who runs it", 2],
        ["Funding", 3],
        ["Contact us", 2],
      ] as const,
    },
  ])("shifts headings with $name", ({ Story, levels }) => {
    render(<Story />);
    for (const [name, level] of levels) {
      expect(screen.getByRole("heading", { name, level })).toBeInTheDocument();
    }
  });

  it.each([
    { name: "NHS advice on loneliness (opens in a new tab)", newTab: true },
    { name: "Our timetable", newTab: false },
    { name: "hello@example.org", newTab: false },
  ])("link $name opens in a new tab: $newTab", ({ name, newTab }) => {
    render(<RichText />);
    const link = screen.getByRole("link", { name });
    expect(link.getAttribute("target") === "_blank").toBe(newTab);
  });

  it("drops raw HTML and unsafe links", () => {
    const { container } = render(<RawHtmlDropped />);
    expect(container.querySelector("script, b, [onclick]")).toBeNull();
    expect(container.innerHTML).not.toContain("javascript:");
    expect(screen.getByText(/Before/)).toHaveTextContent('Before alert("x")bold tag after.');
  });

  it("renders GFM tables", () => {
    render(<Table />);
    expect(screen.getByRole("table")).toBeInTheDocument();
    expect(screen.getAllByRole("row")).toHaveLength(3);
  });
});
