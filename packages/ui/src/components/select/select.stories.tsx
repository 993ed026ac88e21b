import type { Meta, StoryObj } from "@storybook/react-vite";

import type { SelectProps } from "./select.tsx";
import { Select } from "./select.tsx";

const distances = [
  { value: "1", text: "1 mile" },
  { value: "3", text: "3 miles" },
  { value: "5", text: "5 miles" },
  { value: "10", text: "10 miles" },
];

export const examples = {
  default: {
    id: "distance",
    name: "distance",
    label: "Distance",
    options: distances,
    defaultValue: "5",
  },
  withError: {
    id: "category",
    name: "category",
    label: "Category",
    hint: "Choose the closest match",
    error: "Select a category",
    options: [
      { value: "", text: "Select category" },
      { value: "health", text: "Health and wellbeing" },
      { value: "money", text: "Money and benefits" },
    ],
  },
} satisfies Record<string, SelectProps>;

const meta = {
  title: "Forms/Select",
  component: Select,
  excludeStories: ["examples"],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: examples.default };
export const WithError: Story = { args: examples.withError };
