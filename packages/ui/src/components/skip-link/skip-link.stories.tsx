import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import type { SkipLinkProps } from "./skip-link.tsx";
import { SkipLink } from "./skip-link.tsx";

export const examples = {
  default: {},
  customTarget: { href: "#results", children: "Skip to results" },
} satisfies Record<string, SkipLinkProps>;

const meta = {
  title: "Shell/SkipLink",
  component: SkipLink,
  excludeStories: ["examples"],
  decorators: [
    (Story) => (
      <>
        <Story />
        <main id="main-content" tabIndex={-1}>
          <p>Main content</p>
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: examples.default };

/** The link is visually hidden until it receives keyboard focus. */
export const Focused: Story = {
  args: examples.default,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole("link", { name: "Skip to main content" });
    await expect(link).toHaveFocus();
    await expect(link).toBeVisible();
  },
};

export const CustomTarget: Story = { args: examples.customTarget };
