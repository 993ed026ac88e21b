import type { Meta, StoryObj } from "@storybook/react-vite";

import { policyLinks } from "../../fixtures/footer.ts";
import type { FooterProps } from "./footer.tsx";
import { Footer } from "./footer.tsx";

export const examples = {
  sutton: {
    siteName: "Sutton Information Hub",
    title: "About the Hub",
    content: (
      <p>The Sutton Information Hub helps residents find local services, groups and activities.</p>
    ),
    links: policyLinks,
    contactHref: "/contact",
    feedbackHref: "/feedback",
    social: [
      { network: "facebook", href: "https://www.facebook.com/suttoninformationhub" },
      { network: "twitter", href: "https://twitter.com/suttoninfohub" },
    ],
    membersArea: { label: "Members Area", href: "https://admin.example.org" },
  },
  bexley: {
    siteName: "Connected Bexley",
    links: policyLinks,
    feedbackHref: "/feedback",
    contactHref: "/contact",
  },
} satisfies Record<string, FooterProps>;

const meta = {
  title: "Shell/Footer",
  component: Footer,
  excludeStories: ["examples"],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sutton: Story = { args: examples.sutton };
export const Bexley: Story = { args: examples.bexley };
