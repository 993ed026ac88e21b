import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { layouts } from "./layouts.tsx";
import * as stories from "./layouts.stories.tsx";

const composed = composeStories(stories);

describe("layouts", () => {
  it("covers every layout of the route table", () => {
    expect(Object.keys(layouts).sort()).toEqual(
      [
        "content",
        "default-white-footer",
        "information",
        "main",
        "referrals",
        "search",
        "services",
      ].sort(),
    );
  });

  it.each(Object.entries(composed))(
    "%s: one main#main-content, skip link first",
    (_name, Story) => {
      const { container } = render(<Story />);
      const main = screen.getByRole("main");
      expect(main).toHaveAttribute("id", "main-content");
      expect(main).toHaveAttribute("tabindex", "-1");
      expect(screen.getByRole("banner")).toBeInTheDocument();
      expect(screen.getByRole("contentinfo")).toBeInTheDocument();
      const skip = screen.getByRole("link", { name: "Skip to main content" });
      const links: Element[] = [...container.querySelectorAll("a")];
      const cookieLinks = links.filter((link) => link.closest("[data-nosnippet]"));
      expect(links.indexOf(skip)).toBe(cookieLinks.length);
    },
  );

  it.each([
    { Story: composed.Search, labels: ["Filters"] },
    { Story: composed.Information, labels: ["In this topic"] },
    { Story: composed.Services, labels: ["Related content"] },
  ])("labels the asides $labels", ({ Story, labels }) => {
    render(<Story />);
    expect(
      screen.getAllByRole("complementary").map((aside) => aside.getAttribute("aria-label")),
    ).toEqual(labels);
  });

  it("puts the cookie banner before the header landmark, the skip link first in it", () => {
    const { container } = render(<composed.Main />);
    const shell = container.querySelector("main")!.parentElement!;
    const kinds = [...shell.children].map(
      (child) =>
        child.tagName.toLowerCase() +
        (child.getAttribute("aria-label") ? `[${child.getAttribute("aria-label")}]` : ""),
    );
    expect(kinds).toEqual([
      "section[Cookies on Sutton Information Hub]",
      "header",
      "main",
      "footer",
    ]);
    expect(shell.querySelector("header")!.firstElementChild).toHaveTextContent(
      "Skip to main content",
    );
    const { container: services } = render(<composed.Services />);
    const exit = screen.getByRole("region", { name: "Leave this page quickly" });
    expect(exit.previousElementSibling?.tagName).toBe("HEADER");
    expect(services.querySelectorAll("header")).toHaveLength(1);
  });

  it("puts pageEnd last inside main", () => {
    render(
      <composed.Content
        pageEnd={<a href="/feedback">Is there anything wrong with this page?</a>}
      />,
    );
    const main = screen.getByRole("main");
    expect(main.lastElementChild).toHaveTextContent("Is there anything wrong with this page?");
  });
});
