import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import * as stories from "./share-bar.stories.tsx";

const { Service, WithSocial } = composeStories(stories);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("ShareBar", () => {
  it.each([
    { Story: Service, links: ["Share by email", "Share by text message"] },
    {
      Story: WithSocial,
      links: ["Share by email", "Share by text message", "Share on Facebook", "Share on Twitter"],
    },
  ])("links $links", ({ Story, links }) => {
    render(<Story />);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(links);
  });

  it("mails the address with the title as subject", () => {
    render(<Service />);
    expect(screen.getByRole("link", { name: "Share by email" })).toHaveAttribute(
      "href",
      "mailto:?subject=Sutton%20Information%20Hub%3A%20Sutton%20Community%20Lunch%20Club&body=https%3A%2F%2Fwww.suttoninformationhub.org.uk%2Fservices%2Flunch-club",
    );
  });

  it("texts the name and the address, in the form both iOS and Android read", () => {
    render(<Service />);
    expect(screen.getByRole("link", { name: "Share by text message" })).toHaveAttribute(
      "href",
      "sms:?&body=Sutton%20Community%20Lunch%20Club%3A%20https%3A%2F%2Fwww.suttoninformationhub.org.uk%2Fservices%2Flunch-club",
    );
  });

  it("shows the address to copy by hand before JavaScript runs", () => {
    const html = renderToString(<Service />);
    expect(html).toContain('value="https://www.suttoninformationhub.org.uk/services/lunch-club"');
    expect(html).toContain("Link to this page");
    expect(html).not.toContain("Copy link");
  });

  it.each([
    { outcome: "succeeds", fails: false, says: "Link copied", field: false },
    { outcome: "fails", fails: true, says: "Copy the link from the box below.", field: true },
  ])("announces when copying $outcome", async ({ fails, says, field }) => {
    const user = userEvent.setup();
    const writeText = fails
      ? vi.fn().mockRejectedValue(new Error("denied"))
      : vi.fn().mockResolvedValue(undefined);
    vi.spyOn(navigator.clipboard, "writeText").mockImplementation(writeText);
    render(<Service />);
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(
      "https://www.suttoninformationhub.org.uk/services/lunch-club",
    );
    expect(await screen.findByRole("status")).toHaveTextContent(says);
    expect(screen.queryByLabelText("Link to this page") !== null).toBe(field);
  });

  it("prints the page", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    render(<Service />);
    await userEvent.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
  });
});
