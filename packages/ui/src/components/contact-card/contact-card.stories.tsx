import type { Meta, StoryObj } from "@storybook/react-vite";

import type { ContactCardProps } from "./contact-card.tsx";
import { ContactCard } from "./contact-card.tsx";

export const examples = {
  full: {
    kind: "activity",
    name: "Sutton Community Lunch Club",
    contactName: "Jo Bloggs",
    website: "https://www.example.org/lunch-club/",
    phone: "020 8642 0000",
    email: "lunchclub@example.org",
    socialLinks: [
      { type: "facebook", url: "https://www.facebook.com/lunchclub" },
      { type: "instagram", url: "https://www.instagram.com/lunchclub" },
    ],
  },
  phoneOnly: { kind: "service", name: "Carers helpline", phone: "0800 123 4567" },
  eventOrganiser: {
    kind: "event",
    name: "Friends of Manor Park",
    title: "How can I contact this event organiser?",
    email: "events@example.org",
    headingLevel: 3,
  },
  nothing: { kind: "service", name: "Unknown" },
} satisfies Record<string, ContactCardProps>;

const meta = {
  title: "Detail/ContactCard",
  component: ContactCard,
  excludeStories: ["examples"],
} satisfies Meta<typeof ContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: examples.full };
export const PhoneOnly: Story = { args: examples.phoneOnly };
export const EventOrganiser: Story = { args: examples.eventOrganiser };
export const Nothing: Story = { args: examples.nothing };
