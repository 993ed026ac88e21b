import type { Meta, StoryObj } from "@storybook/react-vite";

import type { LastUpdatedProps } from "./last-updated.tsx";
import { LastUpdated } from "./last-updated.tsx";

export const examples = {
  summer: { date: "2026-07-01T09:15:00Z" },
  // 23:30 UTC on 24 November is still the 24th in London (GMT).
  lateEvening: { date: "2026-11-24T23:30:00Z" },
  // 23:30 UTC on 30 June is already 1 July in London (BST).
  britishSummerTime: { date: "2026-06-30T23:30:00Z" },
  missing: { date: null },
} satisfies Record<string, LastUpdatedProps>;

const meta = {
  title: "Detail/LastUpdated",
  component: LastUpdated,
  excludeStories: ["examples"],
} satisfies Meta<typeof LastUpdated>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Summer: Story = { args: examples.summer };
export const LateEvening: Story = { args: examples.lateEvening };
export const BritishSummerTime: Story = { args: examples.britishSummerTime };
export const Missing: Story = { args: examples.missing };
