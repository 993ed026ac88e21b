import type { Meta, StoryObj } from "@storybook/react-vite";

import type { EventDateLineProps } from "./event-date-line.tsx";
import { EventDateLine } from "./event-date-line.tsx";

export const examples = {
  sameDay: {
    startDate: "2026-11-24",
    endDate: "2026-11-24",
    startTime: "14:30:00",
    endTime: "16:00:00",
  },
  severalDays: {
    startDate: "2026-11-27",
    endDate: "2026-11-29",
    startTime: "10:00:00",
    endTime: "16:00:00",
  },
  noEndDate: { startDate: "2026-12-05", startTime: "12:00:00", endTime: "13:30:00" },
} satisfies Record<string, EventDateLineProps>;

const meta = {
  title: "Detail/EventDateLine",
  component: EventDateLine,
  excludeStories: ["examples"],
} satisfies Meta<typeof EventDateLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SameDay: Story = { args: examples.sameDay };
export const SeveralDays: Story = { args: examples.severalDays };
export const NoEndDate: Story = { args: examples.noEndDate };
