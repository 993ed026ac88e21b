import type { Meta, StoryObj } from "@storybook/react-vite";

import type { IconProps } from "./icon.tsx";
import { Icon } from "./icon.tsx";

export const examples = {
  decorative: { name: "search" },
  labelled: { name: "heart", label: "Favourite" },
} satisfies Record<string, IconProps>;

const meta = {
  title: "Foundations/Icon",
  component: Icon,
  excludeStories: ["examples"],
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = { args: examples.decorative };

export const Labelled: Story = { args: examples.labelled };
