import type { Meta, StoryObj } from "@storybook/react-vite";

import type { OfferingsListProps } from "./offerings-list.tsx";
import { OfferingsList } from "./offerings-list.tsx";

export const examples = {
  withDescription: {
    offerings: [
      { offering: "a hot two-course lunch", order: 2 },
      { offering: "Tea, coffee and cake", order: 3 },
      { offering: "Transport for people who cannot travel alone", order: 1 },
    ],
    description: "# Our volunteers\n\nEvery session is run by **trained volunteers**.",
  },
  listOnly: { offerings: [{ offering: "Benefit checks" }, { offering: "Debt advice" }] },
  empty: { offerings: [], description: "" },
} satisfies Record<string, OfferingsListProps>;

const meta = {
  title: "Detail/OfferingsList",
  component: OfferingsList,
  excludeStories: ["examples"],
} satisfies Meta<typeof OfferingsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescription: Story = { args: examples.withDescription };
export const ListOnly: Story = { args: examples.listOnly };
export const Empty: Story = { args: examples.empty };
