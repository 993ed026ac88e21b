import type { Meta, StoryObj } from "@storybook/react-vite";

import type { SpinnerProps } from "./spinner.tsx";
import { Spinner } from "./spinner.tsx";

export const examples = {
  default: {},
  withLabel: { label: "Finding services near you", showLabel: true },
} satisfies Record<string, SpinnerProps>;

const meta = {
  title: "Feedback/Spinner",
  component: Spinner,
  excludeStories: ["examples"],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: examples.default };
export const WithLabel: Story = { args: examples.withLabel };
