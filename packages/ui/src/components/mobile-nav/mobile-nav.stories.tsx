import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import { bexleyMenu, suttonMenu } from "../../fixtures/menus.ts";
import type { MobileNavProps } from "./mobile-nav.tsx";
import { MobileNav } from "./mobile-nav.tsx";

const labels = { navLabel: "Main navigation", menuLabel: "Menu", closeLabel: "Close menu" };

export const examples = {
  sutton: { ...labels, items: suttonMenu, currentPath: "/events" },
  bexley: {
    ...labels,
    items: bexleyMenu,
    currentPath: "/",
    children: (
      <p>
        <a href="/feedback">Give feedback</a>
      </p>
    ),
  },
} satisfies Record<string, MobileNavProps>;

const meta = {
  title: "Shell/MobileNav",
  component: MobileNav,
  excludeStories: ["examples"],
} satisfies Meta<typeof MobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: examples.sutton };

/** Opens as a dialog; Esc closes it and focus returns to the button. */
export const OpenAndClose: Story = {
  args: examples.bexley,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Menu" });
    await userEvent.click(trigger);
    // The sheet's code loads on the first click, which on a busy machine (the test run's other
    // packages alongside) can take more than the default second.
    const dialog = await screen.findByRole("dialog", { name: "Menu" }, { timeout: 5000 });
    await expect(within(dialog).getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The open sheet, checked by axe. */
export const Open: Story = {
  args: examples.sutton,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Menu" }));
    await screen.findByRole("dialog", { name: "Menu" }, { timeout: 5000 });
  },
};
