import { composeStories } from "@storybook/react-vite";
import { act, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import * as stories from "./map-view.stories.tsx";

const { Results, NearAPostcode, SinglePlace } = composeStories(stories);

// Leaflet needs a real browser; here only the wrapper's behaviour is checked.
vi.mock("./leaflet-map.tsx", () => ({
  default: () => <div data-testid="leaflet-map" />,
}));

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: Callback | undefined;

class FakeIntersectionObserver {
  constructor(callback: Callback) {
    observed = callback;
  }
  observe() {
    return undefined;
  }
  disconnect() {
    return undefined;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  observed = undefined;
});

describe("MapView", () => {
  it.each([
    {
      Story: Results,
      heading: "Map of results",
      places: ["Sutton Community Lunch Club", "Money advice drop-in", "Carshalton walking group"],
      notShown: true,
    },
    {
      Story: SinglePlace,
      heading: "Where is this activity?",
      places: ["Sutton Community Lunch Club"],
      notShown: false,
    },
  ])("lists every place under $heading as a link", ({ Story, heading, places, notShown }) => {
    render(<Story />);
    const region = screen.getByRole("region", { name: heading });
    const list = within(region).getByRole("list");
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(places);
    expect(
      screen.queryByText(
        "4 results are not shown on the map because they are only available online or by phone.",
      ) !== null,
    ).toBe(notShown);
  });

  it.each([
    {
      Story: NearAPostcode,
      distances: ["0.2 miles from SM1 1EA", "0.4 miles from SM1 1EA", "1.6 miles from SM1 1EA"],
    },
    { Story: Results, distances: [] },
  ])("says how far each listed place is from a searched postcode", ({ Story, distances }) => {
    render(<Story />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(
      items.flatMap((item) => /[\d.]+ miles? from \S+ \S+/.exec(item.textContent)?.[0] ?? []),
    ).toEqual(distances);
  });

  it("says the map needs JavaScript when rendered on the server", () => {
    const html = renderToString(<Results />);
    expect(html).toContain("The map needs JavaScript. Every place is listed below.");
    expect(html).toContain("Sutton Community Lunch Club");
  });

  it("loads the map only once it comes into view", async () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    render(<Results />);
    expect(screen.queryByTestId("leaflet-map")).not.toBeInTheDocument();
    expect(screen.queryByText(/needs JavaScript/)).not.toBeInTheDocument();
    act(() => {
      observed?.([{ isIntersecting: true }]);
    });
    expect(await screen.findByTestId("leaflet-map")).toBeInTheDocument();
    expect(screen.getByText(/Use the zoom buttons/)).toBeInTheDocument();
  });

  it("has a skip link to the list", () => {
    render(<Results />);
    const skip = screen.getByRole("link", { name: "Skip the map" });
    const target = document.getElementById(skip.getAttribute("href")!.slice(1));
    expect(target).toHaveTextContent("Places on the map");
  });
});
