import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";

import * as stories from "./gallery.stories.tsx";

const { Several, Single } = composeStories(stories);

describe("Gallery", () => {
  // The lightbox's dialog is a dynamic import. Its first import here also transforms Radix,
  // which on a busy machine outlasts the queries' one-second wait: do that once, up front, so
  // the tests wait only for the component.
  beforeAll(async () => {
    await import("./gallery-dialog.tsx");
  });

  it.each([
    { Story: Several, thumbnails: 4, viewAll: true },
    { Story: Single, thumbnails: 1, viewAll: false },
  ])(
    "shows $thumbnails thumbnails, “View images”: $viewAll",
    async ({ Story, thumbnails, viewAll }) => {
      render(<Story />);
      expect(await screen.findAllByRole("button", { name: /^Open image/ })).toHaveLength(
        thumbnails,
      );
      expect(screen.queryByRole("button", { name: /^View images/ }) !== null).toBe(viewAll);
    },
  );

  it("links each thumbnail to its image before JavaScript runs", () => {
    const html = renderToString(<Several />);
    expect(html.match(/<a href="data:image/g)).toHaveLength(4);
    expect(html).not.toContain("View images");
  });

  it("keeps the links until the lightbox has loaded, and focus where it was", async () => {
    render(<Several />);
    const links = screen.getAllByRole("link", { name: /^Open image/ });
    expect(links).toHaveLength(4);
    links[2]?.focus();
    const buttons = await screen.findAllByRole("button", { name: /^Open image/ });
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(buttons[2]).toHaveFocus();
  });

  it.each([
    {
      start: "Open image 1 of 4: Volunteers serving lunch in the church hall",
      keys: "{ArrowRight}",
      shown: "The garden behind the hall",
      position: "Image 2 of 4",
    },
    {
      start: "Open image 1 of 4: Volunteers serving lunch in the church hall",
      keys: "{ArrowLeft}",
      shown: "The entrance ramp",
      position: "Image 4 of 4",
    },
    {
      start: "Open image 3 of 4: A quiz afternoon",
      keys: "{ArrowRight}{ArrowRight}",
      shown: "Volunteers serving lunch in the church hall",
      position: "Image 1 of 4",
    },
  ])("moves with the keyboard: $keys from “$start”", async ({ start, keys, shown, position }) => {
    const user = userEvent.setup();
    render(<Several />);
    await user.click(await screen.findByRole("button", { name: start }));
    const dialog = await screen.findByRole("dialog", {
      name: "Images of Sutton Community Lunch Club",
    });
    await user.keyboard(keys);
    expect(within(dialog).getByRole("img", { name: shown })).toBeInTheDocument();
    expect(within(dialog).getByText(position)).toBeInTheDocument();
  });

  it("moves with the buttons and closes, returning focus", async () => {
    const user = userEvent.setup();
    render(<Several />);
    const opener = await screen.findByRole("button", { name: "View images (4)" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    await user.click(within(dialog).getByRole("button", { name: "Previous image" }));
    expect(
      within(dialog).getByRole("img", { name: "The garden behind the hall" }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
