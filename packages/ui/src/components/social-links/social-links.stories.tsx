import type { Meta, StoryObj } from "@storybook/react-vite";

import type { SocialLinksProps } from "./social-links.tsx";
import { SocialLinks } from "./social-links.tsx";

export const examples = {
  several: {
    owner: "Age UK Sutton",
    heading: { level: 3 },
    links: [
      { type: "facebook", url: "https://www.facebook.com/ageuksutton" },
      { type: "twitter", url: "https://x.com/ageuksutton" },
      { type: "instagram", url: "https://www.instagram.com/ageuksutton" },
      { type: "other", url: "https://www.example.org/news" },
    ],
  },
  noHeading: {
    owner: "Friends of Manor Park",
    links: [{ type: "youtube", url: "https://www.youtube.com/@manorpark" }],
  },
  none: { owner: "Nobody", links: [] },
} satisfies Record<string, SocialLinksProps>;

const meta = {
  title: "Detail/SocialLinks",
  component: SocialLinks,
  excludeStories: ["examples"],
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = { args: examples.several };
export const NoHeading: Story = { args: examples.noHeading };
export const None: Story = { args: examples.none };
