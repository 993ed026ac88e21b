import type { Meta, StoryObj } from "@storybook/react-vite";

import type { UsefulInfoListProps } from "./useful-info-list.tsx";
import { UsefulInfoList } from "./useful-info-list.tsx";

export const examples = {
  several: {
    items: [
      {
        title: "What to bring",
        description: "Comfortable shoes and a **bottle of water**.",
        order: 2,
      },
      { title: "Getting here", description: "Buses 80, 154 and 164 stop outside.", order: 1 },
      { title: "Parking", description: "Free parking behind the hall.", order: 3 },
      { title: "Additional information", description: "Carers come free.", order: 4 },
    ],
  },
  empty: { items: [] },
} satisfies Record<string, UsefulInfoListProps>;

const meta = {
  title: "Detail/UsefulInfoList",
  component: UsefulInfoList,
  excludeStories: ["examples"],
} satisfies Meta<typeof UsefulInfoList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = { args: examples.several };
export const Empty: Story = { args: examples.empty };
