import type { Meta, StoryObj } from "@storybook/react-vite";

import type { EligibilityListProps } from "./eligibility-list.tsx";
import { EligibilityList } from "./eligibility-list.tsx";

export const examples = {
  groups: {
    groups: [
      { title: "Age group", values: ["Older adults (65+)", "Adults (25 to 64)"] },
      {
        title: "Housing",
        values: [
          "Homeless",
          "Private renting",
          "Social housing",
          "Living with family",
          "Owner occupier",
        ],
      },
      { title: "Other", values: ["Carers of people with dementia are welcome too."] },
      { title: "Income", values: [] },
    ],
  },
  none: { groups: [{ title: "Income", values: [] }] },
} satisfies Record<string, EligibilityListProps>;

const meta = {
  title: "Detail/EligibilityList",
  component: EligibilityList,
  excludeStories: ["examples"],
} satisfies Meta<typeof EligibilityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Groups: Story = { args: examples.groups };
export const None: Story = { args: examples.none };
