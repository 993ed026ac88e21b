import type { Meta, StoryObj } from "@storybook/react-vite";

import type { IconSpriteProps } from "./icon-sprite.tsx";
import { IconSprite } from "./icon-sprite.tsx";
import type { IconProps } from "./icon.tsx";
import { Icon } from "./icon.tsx";

export const examples = {
  decorative: { name: "search" },
  labelled: { name: "heart", label: "Favourite" },
} satisfies Record<string, IconProps>;

export const spriteExamples = {
  gallery: { showAll: true },
} satisfies Record<string, IconSpriteProps>;

const meta = {
  title: "Foundations/Icon",
  component: Icon,
  excludeStories: ["examples", "spriteExamples"],
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = { args: examples.decorative };

export const Labelled: Story = { args: examples.labelled };

/** Every icon in the sprite: what the `/_icons` page shows. */
export const Sprite: Story = {
  args: examples.decorative,
  parameters: { iconSprite: false },
  render: () => <IconSprite {...spriteExamples.gallery} />,
};
