import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import * as stories from "./mobile-nav.stories.tsx";

const { Closed, OpenAndClose } = composeStories(stories);

describe("MobileNav", () => {
  it("renders a no-JS <details> disclosure on the server", () => {
    const html = renderToString(<Closed />);
    expect(html).toContain("<details");
    expect(html).toContain('href="/events"');
  });

  it("opens a dialog with the menu and closes it with Escape, returning focus", async () => {
    const user = userEvent.setup();
    render(<OpenAndClose />);
    const trigger = screen.getByRole("button", { name: "Menu" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(
      within(dialog)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Home",
      "Events",
      "About",
      "Contact us",
      "Get Involved",
      "My Favourites",
      "Give feedback",
    ]);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it("closes with the close button", async () => {
    const user = userEvent.setup();
    render(<Closed />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(await screen.findByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
