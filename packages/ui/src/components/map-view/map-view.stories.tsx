import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";

import type { MapMarker } from "./map-view.tsx";
import type { MapViewProps } from "./map-view.tsx";
import { MapView } from "./map-view.tsx";

// A plain grey tile inlined, so the stories draw a map without the network.
const offlineTiles =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48e4TAAWKAskksmNxAAAAAElFTkSuQmCC";
const attribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors &copy; <a href="https://carto.com/attributions">CARTO</a>';

const markers: MapMarker[] = [
  {
    id: "1",
    lat: 51.3614,
    lon: -0.1962,
    title: "Sutton Community Lunch Club",
    href: "/services/lunch-club",
    description: "Sutton Baptist Church, SM1 2SR",
  },
  {
    id: "2",
    lat: 51.3626,
    lon: -0.1927,
    title: "Money advice drop-in",
    href: "/services/money-advice",
    description: "Sutton Library, SM1 1EA",
  },
  {
    id: "3",
    lat: 51.3717,
    lon: -0.1701,
    title: "Carshalton walking group",
    href: "/services/walking",
    description: "The Grove, SM5 3AL",
  },
];

export const examples = {
  results: {
    markers,
    center: { lat: 51.36, lon: -0.19 },
    tileUrl: offlineTiles,
    attribution,
    notShownCount: 4,
  },
  nearAPostcode: {
    markers: markers.map((marker, index) => ({
      ...marker,
      distance: { miles: [0.2, 0.35, 1.6][index] ?? 0, from: "SM1 1EA" },
    })),
    center: { lat: 51.3626, lon: -0.1927 },
    tileUrl: offlineTiles,
    attribution,
  },
  singlePlace: {
    markers: markers.slice(0, 1),
    center: { lat: 51.36, lon: -0.19 },
    zoom: 14,
    tileUrl: offlineTiles,
    attribution,
    title: "Where is this activity?",
    heightClass: "h-64",
  },
  tilesUnavailable: {
    markers,
    center: { lat: 51.4363444, lon: 0.1045023 },
    // Nothing listens on port 9: every tile fails, as when the tile server is down.
    tileUrl: "http://127.0.0.1:9/{z}/{x}/{y}.png",
    attribution,
  },
} satisfies Record<string, MapViewProps>;

const meta = {
  title: "Search/MapView",
  component: MapView,
  excludeStories: ["examples"],
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  args: examples.results,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Zoom in" })).toBeVisible(), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole("button", { name: "Money advice drop-in" })).toBeInTheDocument();
  },
};
/** A search near a postcode: each place says how far it is, in the list and its pin's popup. */
export const NearAPostcode: Story = { args: examples.nearAPostcode };
export const SinglePlace: Story = { args: examples.singlePlace };
export const TilesUnavailable: Story = {
  args: examples.tilesUnavailable,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () =>
        expect(canvas.getByRole("status")).toHaveTextContent(
          "The map images could not be loaded. Every place is listed below.",
        ),
      { timeout: 10_000 },
    );
  },
};
