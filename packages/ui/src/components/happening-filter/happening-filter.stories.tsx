import type { Meta, StoryObj } from "@storybook/react-vite";

import type { HappeningFilterProps } from "./happening-filter.tsx";
import { HappeningFilter } from "./happening-filter.tsx";

export const examples = {
  anyTime: { idPrefix: "happening", choice: "", day: "2026-11-29", time: "" },
  now: { idPrefix: "happening", choice: "now", day: "2026-11-29", time: "" },
  atChosen: { idPrefix: "happening", choice: "at", day: "2026-12-05", time: "23:30" },
  atWithErrors: {
    idPrefix: "happening",
    choice: "at",
    day: "2026-02-30",
    time: "25:00",
    errors: {
      day: "The day must be a real date",
      time: "The time must be a real time, like 14:30",
    },
  },
} satisfies Record<string, HappeningFilterProps>;

const meta = {
  title: "Search/HappeningFilter",
  component: HappeningFilter,
  excludeStories: ["examples"],
  decorators: [
    (Story) => (
      <form className="max-w-sm">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof HappeningFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: events at any time; the day and time stay hidden. */
export const AnyTime: Story = { args: examples.anyTime };
/** Only the events on at the moment of the search. */
export const Now: Story = { args: examples.now };
/** On a chosen day and time, revealed under their choice. */
export const AtChosen: Story = { args: examples.atChosen };
/** What was typed comes back with an error on each field it is wrong in. */
export const AtWithErrors: Story = { args: examples.atWithErrors };
