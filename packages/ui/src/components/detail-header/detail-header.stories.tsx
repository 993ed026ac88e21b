import type { Meta, StoryObj } from "@storybook/react-vite";

import { FavouriteButton, favouriteButtonLabels } from "../favourite-button/index.ts";
import { serviceTags } from "../service-card/index.ts";
import { TagList } from "../tag-list/index.ts";
import type { DetailHeaderProps } from "./detail-header.tsx";
import { DetailHeader } from "./detail-header.tsx";

const logo =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#00703c"/><path d="M16 40 32 16l16 24z" fill="#fff"/></svg>',
  );

export const examples = {
  service: {
    title: "Sutton Community Lunch Club",
    kind: "activity",
    logo: { src: logo },
    organisation: { name: "Age UK Sutton", href: "/organisations/age-uk-sutton" },
    tags: <TagList tags={serviceTags("activity", false)} label="About this activity" />,
    actions: <FavouriteButton labels={favouriteButtonLabels("Sutton Community Lunch Club")} />,
  },
  event: {
    title: "Family fun day in Manor Park",
    kind: "event",
    organisation: { name: "Friends of Manor Park", href: "/organisations/friends-of-manor-park" },
  },
  organisation: {
    title: "Citizens Advice Sutton",
    kind: "organisation",
  },
} satisfies Record<string, DetailHeaderProps>;

const meta = {
  title: "Detail/DetailHeader",
  component: DetailHeader,
  excludeStories: ["examples"],
} satisfies Meta<typeof DetailHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Service: Story = { args: examples.service };
export const Event: Story = { args: examples.event };
export const Organisation: Story = { args: examples.organisation };
