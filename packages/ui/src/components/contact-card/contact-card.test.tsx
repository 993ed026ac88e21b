import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { displayUrl, telHref } from "./contact-card.tsx";
import * as stories from "./contact-card.stories.tsx";

const { Full, PhoneOnly, EventOrganiser, LongAddresses, Nothing } = composeStories(stories);

describe("helpers", () => {
  it.each([
    ["020 8642 0000", "tel:02086420000"],
    ["+44 (0)20 8642-0000", "tel:+442086420000"],
  ])("telHref(%s) = %s", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each([
    ["https://www.example.org/lunch-club/", "example.org/lunch-club"],
    ["http://example.org", "example.org"],
  ])("displayUrl(%s) = %s", (url, shown) => {
    expect(displayUrl(url)).toBe(shown);
  });
});

describe("ContactCard", () => {
  it.each([
    {
      Story: Full,
      title: "How can I contact this activity?",
      links: [
        ["example.org/lunch-club (opens in a new tab)", "https://www.example.org/lunch-club/"],
        ["020 8642 0000", "tel:02086420000"],
        ["lunchclub@example.org", "mailto:lunchclub@example.org"],
        ["Sutton Community Lunch Club on Facebook", "https://www.facebook.com/lunchclub"],
        ["Sutton Community Lunch Club on Instagram", "https://www.instagram.com/lunchclub"],
      ],
    },
    {
      Story: PhoneOnly,
      title: "How can I contact this service?",
      links: [["0800 123 4567", "tel:08001234567"]],
    },
    {
      Story: EventOrganiser,
      title: "How can I contact this event organiser?",
      links: [["events@example.org", "mailto:events@example.org"]],
    },
    {
      Story: LongAddresses,
      title: "How can I contact this service?",
      links: [
        [
          "carers-advice.example.org.uk/support/young-carers (opens in a new tab)",
          "https://www.carers-advice.example.org.uk/support/young-carers/",
        ],
        [
          "information.and.advice@carers-support.example.org.uk",
          "mailto:information.and.advice@carers-support.example.org.uk",
        ],
      ],
    },
  ])("$title lists each way to get in touch", ({ Story, title, links }) => {
    render(<Story />);
    expect(screen.getByRole("region", { name: title })).toBeInTheDocument();
    for (const [name, href] of links) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    expect(screen.getAllByRole("link")).toHaveLength(links.length);
  });

  it("renders nothing without any details", () => {
    render(<Nothing />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});
