import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { buildHref, paramValues } from "./filter-panel.tsx";
import * as stories from "./filter-panel.stories.tsx";

const {
  NothingSelected,
  Selected,
  NoEligibility,
  FoldedNothingSelected,
  FoldedSelected,
  OpenNow,
  OpenAtChosen,
} = composeStories(stories);

function submitted(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form).entries()].map(([key, value]) => [
    key,
    typeof value === "string" ? value : value.name,
  ]);
}

describe("helpers", () => {
  it.each([
    { params: { age: "a,b" }, values: ["a", "b"] },
    { params: { age: ["a", "b"] }, values: ["a", "b"] },
    { params: { age: "" }, values: [] },
    { params: {}, values: [] },
  ])("paramValues($params)", ({ params, values }) => {
    expect(paramValues(params, "age")).toEqual(values);
  });

  it.each([
    { params: {}, href: "/results" },
    { params: { query: "food bank", page: "3" }, href: "/results?query=food+bank" },
    { params: { age: ["a", "b"], is_free: undefined }, href: "/results?age=a&age=b" },
  ])("buildHref($params) = $href", ({ params, href }) => {
    expect(buildHref("/results", params)).toBe(href);
  });
});

describe("FilterPanel", () => {
  it.each([
    {
      Story: NothingSelected,
      chips: [],
      data: [
        ["query", "lunch"],
        ["wait_time", ""],
      ],
      groups: ["Age", "Housing"],
    },
    {
      Story: Selected,
      chips: [
        // Untouched parameters keep the shape they came in (here comma-separated).
        [
          "Only show free",
          "/results?query=lunch&postcode=SM1+1EA&distance=3&wait_time=two_weeks&order=distance&age=Older+adults+%2865%2B%29%2CYoung+people+%2813+to+24%29",
        ],
        [
          "Average wait time: Up to 2 weeks",
          "/results?query=lunch&postcode=SM1+1EA&distance=3&is_free=true&order=distance&age=Older+adults+%2865%2B%29%2CYoung+people+%2813+to+24%29",
        ],
        [
          "Age: Older adults (65+)",
          "/results?query=lunch&postcode=SM1+1EA&distance=3&is_free=true&wait_time=two_weeks&order=distance&age=Young+people+%2813+to+24%29",
        ],
        [
          "Age: Young people (13 to 24)",
          "/results?query=lunch&postcode=SM1+1EA&distance=3&is_free=true&wait_time=two_weeks&order=distance&age=Older+adults+%2865%2B%29",
        ],
      ],
      data: [
        ["query", "lunch"],
        ["postcode", "SM1 1EA"],
        ["distance", "3"],
        // The order is chosen beside the results; applying filters keeps it.
        ["order", "distance"],
        ["is_free", "true"],
        ["wait_time", "two_weeks"],
        ["age", "Young people (13 to 24)"],
        ["age", "Older adults (65+)"],
      ],
      groups: ["Age", "Housing"],
    },
    { Story: NoEligibility, chips: [], data: [["wait_time", ""]], groups: [] },
    {
      Story: OpenNow,
      chips: [["Open now", "/results"]],
      data: [
        ["wait_time", ""],
        ["open", "now"],
        ["open_day", "2026-11-28"],
        ["open_time", "09:00"],
      ],
      groups: [],
    },
    {
      Story: OpenAtChosen,
      chips: [["Open Monday 30 November at 9:30am", "/results?query=lunch"]],
      data: [
        ["query", "lunch"],
        ["wait_time", ""],
        ["open", "at"],
        ["open_day", "2026-11-30"],
        ["open_time", "09:30"],
      ],
      groups: ["Age", "Housing"],
    },
  ])("keeps the query and shows the chosen filters", ({ Story, chips, data, groups }) => {
    const { container } = render(<Story />);
    const removeLinks = screen.queryAllByRole("link", { name: /^Remove filter/ });
    expect(
      removeLinks.map((link) => [
        link.textContent.replace("Remove filter: ", ""),
        link.getAttribute("href"),
      ]),
    ).toEqual(chips);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "get");
    expect(submitted(form)).toEqual(data);
    expect(form.querySelector("select[name=order]")).toBeNull();
    expect(
      [...container.querySelectorAll("details legend")].map((legend) => legend.textContent),
    ).toEqual(groups);
  });

  it("clears every filter but keeps the search and its order", () => {
    render(<Selected />);
    expect(screen.getByRole("link", { name: "Clear all filters" })).toHaveAttribute(
      "href",
      "/results?query=lunch&postcode=SM1+1EA&distance=3&order=distance",
    );
  });

  it.each([
    { Story: NothingSelected, open: false },
    { Story: Selected, open: true },
  ])("opens the eligibility filters when one is chosen: $open", ({ Story, open }) => {
    const { container } = render(<Story />);
    expect(container.querySelector("details")!.open).toBe(open);
  });

  it.each([
    { Story: FoldedNothingSelected, summary: "Filter results" },
    { Story: FoldedSelected, summary: "Filter results (2 applied)" },
  ])("folds on a phone behind a toggle saying $summary", ({ Story, summary }) => {
    const { container } = render(<Story />);
    const toggle = container.querySelector<HTMLDetailsElement>("details.hub-narrow-toggle-lg")!;
    expect(toggle.querySelector("summary")).toHaveTextContent(summary);
    // The heading still names the section for screen readers; the form follows the toggle.
    expect(screen.getByRole("region", { name: "Filter results" })).toContainElement(toggle);
    const folded = [...container.querySelectorAll(".hub-narrow-content-lg")];
    expect(folded).toContain(container.querySelector("form"));
    for (const element of folded) expect(element.parentElement).toBe(toggle.parentElement);
  });

  it("offers the opening times only where the page gives days, every half hour", () => {
    const { container, unmount } = render(<NothingSelected />);
    expect(container.querySelector("input[name=open]")).toBeNull();
    unmount();
    render(<OpenAtChosen />);
    const group = screen.getByRole("group", { name: "Opening times" });
    expect(
      [...group.querySelectorAll<HTMLInputElement>("input[name=open]")].map((input) => input.value),
    ).toEqual(["", "now", "at"]);
    const times = screen.getByRole("combobox", { name: "Time" });
    expect(times.querySelectorAll("option")).toHaveLength(48);
    expect(screen.getByRole("option", { name: "9:30am" })).toHaveProperty("selected", true);
    expect(screen.getByRole("combobox", { name: "Day" })).toHaveValue("2026-11-30");
  });

  it("does not fold unless asked", () => {
    const { container } = render(<Selected />);
    expect(container.querySelector(".hub-narrow-toggle-lg, .hub-narrow-content-lg")).toBeNull();
  });
});
