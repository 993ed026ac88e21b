import type { Meta, StoryObj } from "@storybook/react-vite";

import type { OpeningTimesProps } from "./opening-times.tsx";
import { OpeningTimes } from "./opening-times.tsx";

// Tuesday 8 December 2026, 11:00 in London: fixed so every run reads the same.
const now = new Date("2026-12-08T11:00:00Z");

const weekdays: OpeningTimesProps["regular"] = [
  { frequency: "weekly", weekday: 3, opens_at: "09:30:00", closes_at: "17:00:00" },
  { frequency: "weekly", weekday: 2, opens_at: "09:00:00", closes_at: "17:00:00" },
  { frequency: "weekly", weekday: 1, opens_at: "09:00:00", closes_at: "17:00:00" },
];

export const examples = {
  openToday: { regular: weekdays, now },
  mixedFrequencies: {
    now,
    regular: [
      { frequency: "monthly", day_of_month: 3, opens_at: "10:00:00", closes_at: "12:00:00" },
      {
        frequency: "fortnightly",
        starts_at: "2026-11-24",
        opens_at: "18:00:00",
        closes_at: "20:00:00",
      },
      {
        frequency: "nth_occurrence_of_month",
        weekday: 5,
        occurrence_of_month: 5,
        opens_at: "14:00:00",
        closes_at: "16:00:00",
      },
      { frequency: "weekly", weekday: 6, opens_at: "10:00:00", closes_at: "13:00:00" },
    ],
  },
  withClosures: {
    now,
    regular: weekdays,
    holidays: [
      {
        is_closed: true,
        starts_at: "2026-12-25",
        ends_at: "2026-12-26",
        opens_at: "00:00:00",
        closes_at: "00:00:00",
      },
      {
        is_closed: false,
        starts_at: "2026-12-24",
        ends_at: "2026-12-24",
        opens_at: "10:00:00",
        closes_at: "14:00:00",
      },
      // Over already: hidden.
      {
        is_closed: true,
        starts_at: "2026-08-31",
        ends_at: "2026-08-31",
        opens_at: "00:00:00",
        closes_at: "00:00:00",
      },
    ],
  },
  closedToday: {
    now,
    regular: weekdays,
    holidays: [
      {
        is_closed: true,
        starts_at: "2026-12-07",
        ends_at: "2026-12-09",
        opens_at: "00:00:00",
        closes_at: "00:00:00",
      },
    ],
  },
  noHours: { regular: [], now },
} satisfies Record<string, OpeningTimesProps>;

const meta = {
  title: "Detail/OpeningTimes",
  component: OpeningTimes,
  excludeStories: ["examples"],
} satisfies Meta<typeof OpeningTimes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenToday: Story = { args: examples.openToday };
export const MixedFrequencies: Story = { args: examples.mixedFrequencies };
export const WithClosures: Story = { args: examples.withClosures };
export const ClosedToday: Story = { args: examples.closedToday };
export const NoHours: Story = { args: examples.noHours };
