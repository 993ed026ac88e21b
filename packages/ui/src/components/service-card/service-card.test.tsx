import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./service-card.stories.tsx";

const { Full, NoLogoSeveralLocations, NearAPostcode, OnlineOnly, Favourite } =
  composeStories(stories);

describe("ServiceCard", () => {
  it.each([
    {
      Story: Full,
      heading: "Sutton Community Lunch Club",
      level: 3,
      texts: [
        "Run by Age UK Sutton",
        "Activity",
        "Cost",
        "Older people",
        "Sutton Baptist Church",
        "Opens Tuesday 12pm",
      ],
      hasLogo: true,
    },
    {
      Story: NoLogoSeveralLocations,
      heading: "Money advice drop-in",
      level: 3,
      texts: ["Service", "Free", "3 locations", "Wallington Library"],
      hasLogo: false,
    },
    {
      Story: NearAPostcode,
      heading: "Money advice drop-in",
      level: 3,
      texts: ["0.8 miles from SM1 1EA", "2 locations", "Open now, closes 5pm"],
      hasLogo: false,
    },
    {
      Story: OnlineOnly,
      heading: "Carers helpline",
      level: 3,
      texts: ["Helpline", "Free"],
      hasLogo: false,
    },
    {
      Story: Favourite,
      heading: "Sutton Community Lunch Club",
      level: 2,
      texts: ["Club", "020 8642 0000", "lunchclub@example.org"],
      hasLogo: false,
    },
  ])("shows $heading with its facts", ({ Story, heading, level, texts, hasLogo }) => {
    const { container } = render(<Story />);
    const link = screen.getByRole("link", { name: heading });
    expect(screen.getByRole("heading", { level })).toContainElement(link);
    const article = screen.getByRole("article");
    for (const text of texts) expect(article).toHaveTextContent(text);
    expect(container.querySelector("article img") !== null).toBe(hasLogo);
  });

  it("says nothing of opening times where none are given", () => {
    render(<OnlineOnly />);
    expect(screen.getByRole("article")).not.toHaveTextContent(/Open|Closed/);
  });

  it("says no distance unless a place was searched", () => {
    render(<Full />);
    expect(screen.getByRole("article")).not.toHaveTextContent(/miles? from/);
  });

  it("links the phone number and email", () => {
    render(<Favourite />);
    expect(screen.getByRole("link", { name: "020 8642 0000" })).toHaveAttribute(
      "href",
      "tel:02086420000",
    );
    expect(screen.getByRole("link", { name: "lunchclub@example.org" })).toHaveAttribute(
      "href",
      "mailto:lunchclub@example.org",
    );
    expect(screen.getByRole("button", { name: "Save to favourites" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});
