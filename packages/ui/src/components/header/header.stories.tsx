import type { Meta, StoryObj } from "@storybook/react-vite";

import { bexleyMenu, suttonMenu } from "../../fixtures/menus.ts";
import { TranslateSlot } from "../translate-slot/translate-slot.tsx";
import type { HeaderProps } from "./header.tsx";
import { Header } from "./header.tsx";

export const examples = {
  sutton: { siteName: "Sutton Information Hub", menu: suttonMenu, currentPath: "/" },
  bexley: {
    siteName: "Connected Bexley",
    menu: bexleyMenu,
    currentPath: "/events/summer-fair",
    favouritesCount: 3,
    actions: <TranslateSlot />,
  },
  countSlot: {
    siteName: "Sutton Information Hub",
    menu: suttonMenu,
    favouritesCountSlot: <span data-testid="count-slot"> (7)</span>,
  },
  withLogo: {
    siteName: "Sutton Information Hub",
    menu: suttonMenu,
    currentPath: "/about",
    logo: (
      <svg width="160" height="40" viewBox="0 0 160 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="8" fill="currentColor" />
        <text x="48" y="26" fontSize="14" fill="currentColor">
          Sutton Information Hub
        </text>
      </svg>
    ),
  },
} satisfies Record<string, HeaderProps>;

const meta = {
  title: "Shell/Header",
  component: Header,
  excludeStories: ["examples"],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sutton: Story = { args: examples.sutton };
/** Current section marked, favourites count, translate widget slot. */
export const Bexley: Story = { args: examples.bexley };
export const WithLogo: Story = { args: examples.withLogo };
/** The count from a client island (pages cached for everyone cannot know it). */
export const CountSlot: Story = { args: examples.countSlot };
