import type { Meta, StoryObj } from "@storybook/react-vite";

import type { HintProps } from "./hint.tsx";
import { Hint } from "./hint.tsx";

export const examples = {
  default: { id: "postcode-hint", children: "For example, SM1 1EA" },
} satisfies Record<string, HintProps>;

const meta = {
  title: "Forms/Hint",
  component: Hint,
  excludeStories: ["examples"],
} satisfies Meta<typeof Hint>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: examples.default };
