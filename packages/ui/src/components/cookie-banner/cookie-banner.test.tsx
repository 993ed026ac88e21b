import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./cookie-banner.stories.tsx";

const { Undecided, Accepted, Rejected, Hidden } = composeStories(stories);

function submitted(button: HTMLElement) {
  const form = button.closest("form");
  return {
    action: form?.getAttribute("action"),
    method: form?.getAttribute("method"),
    field: [button.getAttribute("name"), button.getAttribute("value")],
    returnTo: form?.querySelector<HTMLInputElement>('input[name="returnTo"]')?.value,
  };
}

describe("CookieBanner", () => {
  it.each([
    { Story: Undecided, button: "Accept analytics cookies", value: "accept" },
    { Story: Undecided, button: "Reject analytics cookies", value: "reject" },
    { Story: Accepted, button: "Hide cookie message", value: "hide" },
    { Story: Rejected, button: "Hide cookie message", value: "hide" },
  ])("posts cookies=$value without JavaScript", ({ Story, button, value }) => {
    render(<Story />);
    expect(submitted(screen.getByRole("button", { name: button }))).toEqual({
      action: "/api/cookies",
      method: "post",
      field: ["cookies", value],
      returnTo: "/events",
    });
  });

  it.each([
    { Story: Accepted, text: /accepted analytics cookies/ },
    { Story: Rejected, text: /rejected analytics cookies/ },
  ])("confirms the choice with a link to the settings", ({ Story, text }) => {
    render(<Story />);
    expect(screen.getByRole("alert")).toHaveTextContent(text);
    expect(screen.getByRole("link", { name: /change your cookie settings/ })).toHaveAttribute(
      "href",
      "/cookie-policy",
    );
  });

  it("renders nothing once hidden", () => {
    render(<Hidden />);
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("is a labelled region with a heading", () => {
    render(<Undecided />);
    expect(screen.getByRole("region", { name: "Cookies on Sutton Information Hub" })).toBeVisible();
    expect(
      screen.getByRole("heading", { name: "Cookies on Sutton Information Hub" }),
    ).toBeVisible();
  });
});
