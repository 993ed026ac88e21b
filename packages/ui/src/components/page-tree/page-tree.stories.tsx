import type { Meta, StoryObj } from "@storybook/react-vite";

import type { PageTreeNode, PageTreeProps } from "./page-tree.tsx";
import { PageTree } from "./page-tree.tsx";

const nodes: PageTreeNode[] = [
  {
    id: "money",
    title: "Money",
    href: "/pages/cost-of-living/money",
    children: [
      { id: "benefits", title: "Benefits", href: "/pages/cost-of-living/money/benefits" },
      {
        id: "debt",
        title: "Debt",
        href: "/pages/cost-of-living/money/debt",
        children: [
          {
            id: "priority-debts",
            title: "Priority debts",
            href: "/pages/cost-of-living/money/debt/priority",
          },
          {
            id: "debt-advice",
            title: "Free debt advice",
            href: "/pages/cost-of-living/money/debt/advice",
          },
        ],
      },
    ],
  },
  {
    id: "energy",
    title: "Energy",
    href: "/pages/cost-of-living/energy",
    children: [
      { id: "grants", title: "Energy grants", href: "/pages/cost-of-living/energy/grants" },
    ],
  },
  { id: "food", title: "Food", href: "/pages/cost-of-living/food" },
];

export const examples = {
  deepCurrent: { nodes, currentId: "priority-debts" },
  topCurrent: { nodes, currentId: "food" },
  noCurrent: { nodes },
} satisfies Record<string, PageTreeProps>;

const meta = {
  title: "Content/PageTree",
  component: PageTree,
  excludeStories: ["examples"],
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeepCurrent: Story = { args: examples.deepCurrent };
export const TopCurrent: Story = { args: examples.topCurrent };
export const NoCurrent: Story = { args: examples.noCurrent };
