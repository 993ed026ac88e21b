import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./search-form.stories.tsx";

const {
  Empty,
  Filled,
  KeepsCategory,
  WithErrors,
  Compact,
  CompactNearAPostcode,
  CompactWithAPostcodeError,
  WholeFolded,
  WholeFoldedWithASearch,
  WholeFoldedWithAnError,
} = composeStories(stories);

function submitted(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form).entries()].map(([key, value]) => [
    key,
    typeof value === "string" ? value : value.name,
  ]);
}

describe("SearchForm", () => {
  it.each([
    {
      Story: Empty,
      action: "/results",
      data: [
        ["query", ""],
        ["postcode", ""],
        ["distance", "1"],
      ],
    },
    {
      Story: Filled,
      action: "/results",
      data: [
        ["query", "lunch club"],
        ["postcode", "SM1 1EA"],
        ["distance", "5"],
      ],
    },
    {
      Story: KeepsCategory,
      action: "/categories/health",
      data: [
        ["is_free", "true"],
        ["age", "Older adults (65+)"],
        ["age", "Adults"],
        ["query", "yoga"],
        ["postcode", ""],
        ["distance", "1"],
      ],
    },
  ])("submits a GET to $action", ({ Story, action, data }) => {
    render(<Story />);
    const form = screen.getByRole<HTMLFormElement>("search", { name: "Search for services" });
    expect(form).toHaveAttribute("action", action);
    expect(form).toHaveAttribute("method", "get");
    expect(submitted(form)).toEqual(data);
  });

  it("labels every field visibly", () => {
    render(<Filled />);
    expect(screen.getByLabelText("Search for services, groups and activities")).toHaveValue(
      "lunch club",
    );
    expect(screen.getByLabelText("Postcode (optional)")).toHaveValue("SM1 1EA");
    expect(screen.getByLabelText("Within")).toHaveValue("5");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "1 mile",
      "3 miles",
      "5 miles",
      "10 miles",
      "20 miles",
    ]);
    expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
  });

  it("marks rejected fields invalid, keeping what was typed", () => {
    render(<WithErrors />);
    const keyword = screen.getByLabelText("Search for services, groups and activities");
    const postcode = screen.getByLabelText("Postcode (optional)");
    expect(keyword).toHaveValue("ab");
    expect(keyword).toHaveAttribute("aria-invalid", "true");
    expect(keyword).toHaveAccessibleDescription(/Enter at least 3 characters/);
    expect(postcode).toHaveValue("ZZ9 9ZZ");
    expect(postcode).toHaveAccessibleDescription(/We could not find the postcode “ZZ9 9ZZ”/);
    expect(screen.getByLabelText("Within")).toHaveValue("3");
  });

  it.each([
    { Story: Compact, summary: "Postcode and distance", open: false, postcode: "" },
    {
      Story: CompactNearAPostcode,
      summary: "Postcode and distance: SM1 1EA, within 3 miles",
      open: false,
      postcode: "SM1 1EA",
    },
    // The error must show beside its field, so the toggle starts open.
    {
      Story: CompactWithAPostcodeError,
      summary: "Postcode and distance: ZZ9 9ZZ, within 1 mile",
      open: true,
      postcode: "ZZ9 9ZZ",
    },
  ])("once compact, folds postcode and distance on a phone: $summary", (example) => {
    const { container } = render(<example.Story />);
    const toggle = container.querySelector<HTMLDetailsElement>("details.hub-narrow-toggle-md")!;
    expect(toggle.querySelector("summary")).toHaveTextContent(example.summary);
    expect(toggle.open).toBe(example.open);
    const folded = [...container.querySelectorAll(".hub-narrow-content-md")];
    expect(folded).toHaveLength(2);
    expect(folded[0]).toContainElement(screen.getByLabelText("Postcode (optional)"));
    expect(folded[1]).toContainElement(screen.getByLabelText("Within"));
    for (const element of folded) expect(element.parentElement).toBe(toggle.parentElement);
    // Folded fields are still in the form: a new keyword keeps the place.
    const form = screen.getByRole<HTMLFormElement>("search", { name: "Search for services" });
    expect(new FormData(form).get("postcode")).toBe(example.postcode);
  });

  it.each([
    { Story: WholeFolded, summary: "Search these services", open: false, query: "" },
    {
      Story: WholeFoldedWithASearch,
      summary: "Search these services: “yoga”, SM1 1EA within 5 miles",
      open: false,
      query: "yoga",
    },
    {
      Story: WholeFoldedWithAnError,
      summary: "Search these services: “ab”",
      open: true,
      query: "ab",
    },
  ])("folded whole, keyword, place and button fold on a phone: $summary", (example) => {
    const { container } = render(<example.Story />);
    const toggles = container.querySelectorAll<HTMLDetailsElement>("details.hub-narrow-toggle-md");
    expect(toggles).toHaveLength(1);
    const toggle = toggles[0]!;
    expect(toggle.querySelector("summary")).toHaveTextContent(example.summary);
    expect(toggle.open).toBe(example.open);
    const folded = [...container.querySelectorAll(".hub-narrow-content-md")];
    expect(folded).toHaveLength(4);
    expect(folded[0]).toContainElement(
      screen.getByLabelText("Search for services, groups and activities"),
    );
    expect(folded[3]).toContainElement(screen.getByRole("button", { name: "Search" }));
    // The toggle comes first, and everything it folds follows it as a sibling.
    expect(toggle.parentElement?.querySelector(":scope > details, :scope > div")).toBe(toggle);
    for (const element of folded) expect(element.parentElement).toBe(toggle.parentElement);
    const form = screen.getByRole<HTMLFormElement>("search", { name: "Search for services" });
    expect(new FormData(form).get("query")).toBe(example.query);
  });

  it("does not fold before a search has been made", () => {
    const { container } = render(<Filled />);
    expect(container.querySelector("details, .hub-narrow-content-md")).toBeNull();
  });
});
