import type { Meta, StoryObj } from "@storybook/react-vite";

import type { StepIndicatorProps } from "./step-indicator.tsx";
import { StepIndicator } from "./step-indicator.tsx";

export const examples = {
  first: { current: 1, total: 5 },
  middle: { current: 2, total: 5 },
  last: { current: 5, total: 5 },
} satisfies Record<string, StepIndicatorProps>;

const meta = {
  title: "Forms/StepIndicator",
  component: StepIndicator,
  excludeStories: ["examples"],
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = { args: examples.first };
export const Middle: Story = { args: examples.middle };
export const Last: Story = { args: examples.last };
