import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

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
  longAddresses: {
    kind: "service",
    name: "Carers information and advice",
    website: "https://www.carers-advice.example.org.uk/support/young-carers/",
    email: "information.and.advice@carers-support.example.org.uk",
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
/**
 * Long addresses wrap after a `/`, `.` or `@` on a phone, never in the middle of a word, and keep
 * their names: checked in Chromium, at a desktop's width and at 375 px.
 */
export const LongAddresses: Story = {
  args: examples.longAddresses,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const website = canvas.getByRole("link", {
      name: "carers-advice.example.org.uk/support/young-carers (opens in a new tab)",
    });
    const email = canvas.getByRole("link", {
      name: "information.and.advice@carers-support.example.org.uk",
    });
    for (const link of [website, email]) {
      // Each part's text sits on one line: a line ends only between parts.
      for (const part of link.querySelectorAll(".hub-break-after")) {
        const text = document.createRange();
        text.selectNodeContents(part);
        const lines = new Set([...text.getClientRects()].map((box) => Math.round(box.top)));
        await expect(lines.size).toBe(1);
      }
    }
  },
};
export const Nothing: Story = { args: examples.nothing };
