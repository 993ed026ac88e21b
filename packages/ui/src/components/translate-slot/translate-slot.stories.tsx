import type { Meta, StoryObj } from "@storybook/react-vite";

import type { TranslateSlotProps } from "./translate-slot.tsx";
import { TranslateSlot } from "./translate-slot.tsx";

export const examples = {
  empty: {},
  withFallback: {
    id: "translate-widget",
    children: <a href="https://translate.google.com/">Translate with Google</a>,
  },
} satisfies Record<string, TranslateSlotProps>;

const meta = {
  title: "Shell/TranslateSlot",
  component: TranslateSlot,
  excludeStories: ["examples"],
} satisfies Meta<typeof TranslateSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the widget script mounts: empty until the variant's script runs. */
export const Empty: Story = { args: examples.empty };
export const WithFallback: Story = { args: examples.withFallback };
