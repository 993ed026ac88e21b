import type { Meta, StoryObj } from "@storybook/react-vite";

import type { EligibilityFilter, FilterPanelProps } from "./filter-panel.tsx";
import { FilterPanel } from "./filter-panel.tsx";

const eligibilityFilters: EligibilityFilter[] = [
  {
    param: "age",
    label: "Age",
    options: [
      { value: "Children (0 to 12)", label: "Children (0 to 12)" },
      { value: "Young people (13 to 24)", label: "Young people (13 to 24)" },
      { value: "Older adults (65+)", label: "Older adults (65+)" },
    ],
  },
  {
    param: "housing",
    label: "Housing",
    options: [
      { value: "Homeless", label: "Homeless" },
      { value: "Private renting", label: "Private renting" },
    ],
  },
  // No options: hidden.
  { param: "income", label: "Income", options: [] },
];

const openDays = [
  { value: "2026-11-28", label: "Today" },
  { value: "2026-11-29", label: "Tomorrow" },
  { value: "2026-11-30", label: "Monday 30 November" },
];

export const examples = {
  nothingSelected: {
    action: "/results",
    params: { query: "lunch" },
    eligibilityFilters,
  },
  selected: {
    action: "/results",
    params: {
      query: "lunch",
      postcode: "SM1 1EA",
      distance: "3",
      is_free: "true",
      wait_time: "two_weeks",
      order: "distance",
      age: "Older adults (65+),Young people (13 to 24)",
      page: "2",
    },
    eligibilityFilters,
  },
  noEligibility: {
    action: "/categories/health",
    params: {},
    headingLevel: 3,
  },
  foldedNothingSelected: {
    action: "/results",
    params: { query: "lunch" },
    eligibilityFilters,
    folds: true,
  },
  foldedSelected: {
    action: "/results",
    params: { query: "lunch", is_free: "true", age: "Older adults (65+)" },
    eligibilityFilters,
    folds: true,
  },
  openNow: {
    action: "/results",
    params: { open: "now" },
    openDays,
  },
  openAtChosen: {
    action: "/results",
    params: { query: "lunch", open: "at", open_day: "2026-11-30", open_time: "09:30" },
    eligibilityFilters,
    openDays,
  },
} satisfies Record<string, FilterPanelProps>;

const meta = {
  title: "Search/FilterPanel",
  component: FilterPanel,
  excludeStories: ["examples"],
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingSelected: Story = { args: examples.nothingSelected };
export const Selected: Story = { args: examples.selected };
export const NoEligibility: Story = { args: examples.noEligibility };
export const FoldedNothingSelected: Story = { args: examples.foldedNothingSelected };
export const FoldedSelected: Story = { args: examples.foldedSelected };
/** Only services open at the moment of the search. */
export const OpenNow: Story = { args: examples.openNow };
/** Open on a chosen day and time: the day and time are revealed under their choice. */
export const OpenAtChosen: Story = { args: examples.openAtChosen };
