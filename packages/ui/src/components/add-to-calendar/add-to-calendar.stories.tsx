import type { Meta, StoryObj } from "@storybook/react-vite";

import type { AddToCalendarProps } from "./add-to-calendar.tsx";
import { AddToCalendar } from "./add-to-calendar.tsx";

export const examples = {
  allThree: {
    google:
      "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Family+fun+day&dates=20261124T143000/20261124T160000",
    outlook:
      "https://outlook.office.com/calendar/0/deeplink/compose?subject=Family+fun+day&startdt=2026-11-24T14:30:00",
    apple: "https://api.example.org/core/v1/organisation-events/123/event.ics",
  },
  appleOnly: { apple: "https://api.example.org/core/v1/organisation-events/123/event.ics" },
  none: {},
} satisfies Record<string, AddToCalendarProps>;

const meta = {
  title: "Detail/AddToCalendar",
  component: AddToCalendar,
  excludeStories: ["examples"],
} satisfies Meta<typeof AddToCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllThree: Story = { args: examples.allThree };
export const AppleOnly: Story = { args: examples.appleOnly };
export const None: Story = { args: examples.none };
