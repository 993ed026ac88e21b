import type { Meta, StoryObj } from "@storybook/react-vite";

import type { RelatedService, RelatedServicesProps } from "./related-services.tsx";
import { RelatedServices } from "./related-services.tsx";

const services: RelatedService[] = [
  {
    name: "Money advice drop-in",
    href: "/services/money-advice",
    intro: "Free help with debts and benefits.",
    organisation: "Citizens Advice Sutton",
  },
  {
    name: "Warm welcome café",
    href: "/services/warm-welcome",
    intro: "A warm place with free hot drinks.",
  },
  {
    name: "Walking for health",
    href: "/services/walking-for-health",
    intro: "Gentle guided walks every week.",
    organisation: "Sutton Council",
  },
  { name: "Chair yoga", href: "/services/chair-yoga", intro: "Seated yoga for all abilities." },
  {
    name: "Befriending calls",
    href: "/services/befriending",
    intro: "A weekly friendly phone call.",
  },
];

export const examples = {
  three: { services: services.slice(0, 3) },
  five: { services },
  none: { services: [] },
} satisfies Record<string, RelatedServicesProps>;

const meta = {
  title: "Detail/RelatedServices",
  component: RelatedServices,
  excludeStories: ["examples"],
} satisfies Meta<typeof RelatedServices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = { args: examples.three };
export const Five: Story = { args: examples.five };
export const None: Story = { args: examples.none };
