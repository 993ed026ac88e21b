import type { Meta, StoryObj } from "@storybook/react-vite";

import type { IllustrationProps } from "./illustration.tsx";
import { Illustration } from "./illustration.tsx";

export const examples = {
  community: { name: "community" },
  lost: { name: "lost" },
} satisfies Record<string, IllustrationProps>;

const meta = {
  title: "Brand/Illustration",
  component: Illustration,
  excludeStories: ["examples"],
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Illustration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Community: Story = { args: examples.community };
export const Lost: Story = { args: examples.lost };
