import type { Meta, StoryObj } from "@storybook/react-vite";

import type { ResultCountProps } from "./result-count.tsx";
import { ResultCount } from "./result-count.tsx";

export const examples = {
  many: { total: 1234 },
  one: { total: 1 },
  none: { total: 0 },
  withQuery: { total: 12, query: "lunch club" },
} satisfies Record<string, ResultCountProps>;

const meta = {
  title: "Search/ResultCount",
  component: ResultCount,
  excludeStories: ["examples"],
} satisfies Meta<typeof ResultCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = { args: examples.many };
export const One: Story = { args: examples.one };
export const None: Story = { args: examples.none };
export const WithQuery: Story = { args: examples.withQuery };
