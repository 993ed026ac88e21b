import type { Meta, StoryObj } from "@storybook/react-vite";

import type { EventFeedProps } from "./event-feed.tsx";
import { EventFeed } from "./event-feed.tsx";

export const examples = {
  thisWeek: {
    moreHref: "/events",
    events: [
      {
        title: "Crayford Community Lunch",
        href: "/events/crayford-community-lunch",
        startsAt: "2026-12-01T12:00:00Z",
        dateText: "Tuesday 1 December",
        timeText: "12pm to 2pm",
        location: "Crayford Community Centre",
        isFree: true,
      },
      {
        title: "Winter wellbeing walk",
        href: "/events/winter-wellbeing-walk",
        startsAt: "2026-12-03T10:30:00Z",
        dateText: "Thursday 3 December",
        timeText: "10:30am to 12pm",
        location: "Danson Park",
      },
      {
        title: "Digital skills drop-in",
        href: "/events/digital-skills-drop-in",
        startsAt: "2026-12-05",
        dateText: "Saturday 5 December",
        isFree: true,
      },
    ],
  },
  empty: { moreHref: "/events", events: [] },
} satisfies Record<string, EventFeedProps>;

const meta = {
  title: "Home/EventFeed",
  component: EventFeed,
  excludeStories: ["examples"],
} satisfies Meta<typeof EventFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisWeek: Story = { args: examples.thisWeek };
export const Empty: Story = { args: examples.empty };
