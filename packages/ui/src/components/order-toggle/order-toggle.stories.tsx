import type { Meta, StoryObj } from "@storybook/react-vite";

import type { OrderToggleProps } from "./order-toggle.tsx";
import { OrderToggle } from "./order-toggle.tsx";

const hrefs = {
  relevance: "/results?query=lunch&postcode=SM1+1EA",
  distance: "/results?query=lunch&postcode=SM1+1EA&order=distance",
};

export const examples = {
  mostRelevant: { order: "relevance", hrefs },
  nearestFirst: { order: "distance", hrefs },
} satisfies Record<string, OrderToggleProps>;

const meta = {
  title: "Search/OrderToggle",
  component: OrderToggle,
  excludeStories: ["examples"],
} satisfies Meta<typeof OrderToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MostRelevant: Story = { args: examples.mostRelevant };
export const NearestFirst: Story = { args: examples.nearestFirst };
