import type { Meta, StoryObj } from "@storybook/react-vite";

import type { ExternalLinkProps } from "./external-link.tsx";
import { ExternalLink } from "./external-link.tsx";

export const examples = {
  newTab: { href: "https://www.example.org/prices", children: "Further pricing details" },
  sameTab: {
    href: "https://www.example.org/event.ics",
    children: "Apple Calendar (.ics file)",
    newTab: false,
  },
} satisfies Record<string, ExternalLinkProps>;

const meta = {
  title: "Content/ExternalLink",
  component: ExternalLink,
  excludeStories: ["examples"],
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewTab: Story = { args: examples.newTab };
export const SameTab: Story = { args: examples.sameTab };
