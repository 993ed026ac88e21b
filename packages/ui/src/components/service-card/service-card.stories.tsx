import type { Meta, StoryObj } from "@storybook/react-vite";

import { FavouriteButton, favouriteButtonLabels } from "../favourite-button/index.ts";
import type { ServiceCardProps } from "./service-card.tsx";
import { ServiceCard } from "./service-card.tsx";

const logo =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2b6db3"/><circle cx="32" cy="32" r="18" fill="#fff"/></svg>',
  );

export const examples = {
  full: {
    name: "Sutton Community Lunch Club",
    href: "/services/sutton-community-lunch-club",
    type: "activity",
    isFree: false,
    intro: "A hot two-course lunch and good company every Tuesday for people over 60.",
    organisation: "Age UK Sutton",
    logo: { src: logo },
    tags: ["Older people", "Food"],
    locations: ["Sutton Baptist Church"],
    opening: { open: false, text: "Opens Tuesday 12pm" },
  },
  noLogoSeveralLocations: {
    name: "Money advice drop-in",
    href: "/services/money-advice-drop-in",
    type: "service",
    isFree: true,
    intro: "Free, confidential help with debts, benefits and budgeting.",
    organisation: "Citizens Advice Sutton",
    locations: ["Sutton Library", "Wallington Library", "Carshalton Library"],
  },
  nearAPostcode: {
    name: "Money advice drop-in",
    href: "/services/money-advice-drop-in",
    type: "service",
    isFree: true,
    intro: "Free, confidential help with debts, benefits and budgeting.",
    organisation: "Citizens Advice Sutton",
    locations: ["Sutton Library", "Wallington Library"],
    distance: { miles: 0.84, from: "SM1 1EA" },
    opening: { open: true, text: "Open now, closes 5pm" },
  },
  onlineOnly: {
    name: "Carers helpline",
    href: "/services/carers-helpline",
    type: "helpline",
    isFree: true,
    intro: "Talk to someone who understands caring, Monday to Friday.",
  },
  favourite: {
    name: "Sutton Community Lunch Club",
    href: "/services/sutton-community-lunch-club",
    type: "club",
    isFree: false,
    intro: "A hot two-course lunch and good company every Tuesday for people over 60.",
    organisation: "Age UK Sutton",
    contact: { phone: "020 8642 0000", email: "lunchclub@example.org" },
    headingLevel: 2,
    favourite: (
      <FavouriteButton
        labels={favouriteButtonLabels("Sutton Community Lunch Club")}
        defaultPressed
      />
    ),
  },
} satisfies Record<string, ServiceCardProps>;

const meta = {
  title: "Search/ServiceCard",
  component: ServiceCard,
  excludeStories: ["examples"],
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: examples.full };
export const NoLogoSeveralLocations: Story = { args: examples.noLogoSeveralLocations };
/** A search near a postcode: how far the nearest place is. */
export const NearAPostcode: Story = { args: examples.nearAPostcode };
export const OnlineOnly: Story = { args: examples.onlineOnly };
export const Favourite: Story = { args: examples.favourite };
