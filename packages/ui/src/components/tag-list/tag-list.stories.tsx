import type { Meta, StoryObj } from "@storybook/react-vite";

import type { TagListProps } from "./tag-list.tsx";
import { TagList } from "./tag-list.tsx";

export const examples = {
  serviceTags: {
    label: "About this service",
    tags: [
      { label: "Activity", icon: "users", tone: "strong" },
      { label: "Free", icon: "pound-sterling", tone: "strong" },
      { label: "Older people" },
      { label: "Walking" },
    ],
  },
  eventTags: {
    label: "About this event",
    tags: [
      { label: "Cost", icon: "pound-sterling", tone: "strong" },
      { label: "Online", icon: "globe", tone: "strong" },
    ],
  },
  empty: { tags: [] },
} satisfies Record<string, TagListProps>;

const meta = {
  title: "Detail/TagList",
  component: TagList,
  excludeStories: ["examples"],
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServiceTags: Story = { args: examples.serviceTags };
export const EventTags: Story = { args: examples.eventTags };
export const Empty: Story = { args: examples.empty };
