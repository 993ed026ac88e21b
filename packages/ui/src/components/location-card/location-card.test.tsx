import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./location-card.stories.tsx";

const { Full, AddressOnly, NoCoordinates } = composeStories(stories);

describe("LocationCard", () => {
  it.each([
    {
      Story: Full,
      title: "Sutton Baptist Church",
      address: "Cheam RoadSuttonSM1 2SR",
      features: ["Wheelchair accessible", "Induction loop", "Accessible toilet"],
      maps: true,
      hours: true,
    },
    {
      Story: AddressOnly,
      title: "Sutton Library",
      address: "St Nicholas WaySuttonSM1 1EA",
      features: [],
      maps: true,
      hours: false,
    },
    {
      Story: NoCoordinates,
      title: "Community hall",
      address: "1 High StreetBexleyheathDA6 7AA",
      features: ["Wheelchair accessible"],
      maps: false,
      hours: false,
    },
  ])("shows $title", ({ Story, title, address, features, maps, hours }) => {
    const { container } = render(<Story />);
    expect(screen.getByRole("region", { name: title })).toBeInTheDocument();
    expect(container.querySelector("address")).toHaveTextContent(address);
    for (const feature of features) expect(screen.getByText(feature)).toBeInTheDocument();
    expect(screen.queryAllByRole("link", { name: /Google Maps/ })).toHaveLength(maps ? 2 : 0);
    expect(screen.queryByRole("heading", { name: "Opening hours" }) !== null).toBe(hours);
  });

  it("links Google Maps with the coordinates and names the place", () => {
    render(<Full />);
    expect(
      screen.getByRole("link", { name: /^View on Google Maps ?: Sutton Baptist Church, SM1 2SR$/ }),
    ).toHaveAttribute("href", "https://www.google.com/maps/search/?api=1&query=51.3614%2C-0.1962");
    expect(
      screen.getByRole("link", {
        name: /^Get directions on Google Maps ?: Sutton Baptist Church, SM1 2SR$/,
      }),
    ).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=51.3614%2C-0.1962",
    );
    expect(screen.getByRole("heading", { name: "Opening hours", level: 4 })).toBeInTheDocument();
  });
});
