import type { Meta, StoryObj } from "@storybook/react-vite";

import type { LocationCardProps } from "./location-card.tsx";
import { LocationCard } from "./location-card.tsx";

const now = new Date("2026-12-08T11:00:00Z");

export const examples = {
  full: {
    name: "Sutton Baptist Church",
    address: { line1: "Cheam Road", line2: null, city: "Sutton", postcode: "SM1 2SR" },
    lat: 51.3614,
    lon: -0.1962,
    accessibility: {
      wheelchair: true,
      inductionLoop: true,
      accessibleToilet: true,
      info: "Step-free entrance from the car park. Ask at reception for the **portable ramp**.",
    },
    openingTimes: {
      now,
      regular: [{ frequency: "weekly", weekday: 2, opens_at: "12:00:00", closes_at: "14:00:00" }],
      holidays: [
        {
          is_closed: true,
          starts_at: "2026-12-22",
          ends_at: "2027-01-02",
          opens_at: "00:00:00",
          closes_at: "00:00:00",
        },
      ],
    },
  },
  addressOnly: {
    address: {
      line1: "Sutton Library",
      line2: "St Nicholas Way",
      city: "Sutton",
      postcode: "SM1 1EA",
    },
    lat: 51.3626,
    lon: -0.1927,
  },
  noCoordinates: {
    name: "Community hall",
    address: { line1: "1 High Street", city: "Bexleyheath", postcode: "DA6 7AA" },
    accessibility: { wheelchair: true },
    headingLevel: 2,
  },
} satisfies Record<string, LocationCardProps>;

const meta = {
  title: "Detail/LocationCard",
  component: LocationCard,
  excludeStories: ["examples"],
} satisfies Meta<typeof LocationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: examples.full };
export const AddressOnly: Story = { args: examples.addressOnly };
export const NoCoordinates: Story = { args: examples.noCoordinates };
