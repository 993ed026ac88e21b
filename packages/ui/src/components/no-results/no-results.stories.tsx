import type { Meta, StoryObj } from "@storybook/react-vite";

import type { NoResultsProps } from "./no-results.tsx";
import { NoResults } from "./no-results.tsx";

export const examples = {
  tipsOnly: {},
  withCategories: {
    children: (
      <ul className="grid grid-cols-2 gap-2">
        <li>
          <a href="/categories/health-and-wellbeing">Health and wellbeing</a>
        </li>
        <li>
          <a href="/categories/money-and-debt">Money and debt</a>
        </li>
      </ul>
    ),
  },
  didYouMean: {
    didYouMean: { text: "counselling", href: "/results?query=counselling" },
    childrenIntro: "These categories are closest to what you searched for:",
    children: (
      <ul className="grid grid-cols-2 gap-2">
        <li>
          <a href="/categories/health-and-wellbeing">Health and wellbeing</a>
        </li>
      </ul>
    ),
  },
  eventTips: {
    headingLevel: 3,
    tips: ["Choose a longer date range.", "Remove some of the filters."],
  },
} satisfies Record<string, NoResultsProps>;

const meta = {
  title: "Search/NoResults",
  component: NoResults,
  excludeStories: ["examples"],
} satisfies Meta<typeof NoResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TipsOnly: Story = { args: examples.tipsOnly };
export const WithCategories: Story = { args: examples.withCategories };
/** Nothing found, but a respelling would find something; the closest categories below. */
export const DidYouMean: Story = { args: examples.didYouMean };
export const EventTips: Story = { args: examples.eventTips };
