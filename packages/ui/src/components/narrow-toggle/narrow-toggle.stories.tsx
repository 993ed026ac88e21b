import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import type { NarrowToggleProps } from "./narrow-toggle.tsx";
import { NarrowToggle, narrowContent } from "./narrow-toggle.tsx";

export const examples = {
  filters: {
    children: "Filter results (2 applied)",
    icon: "sliders-horizontal",
  },
  place: {
    children: "Postcode and distance",
    below: "md",
  },
  openForAnError: {
    children: "Postcode and distance: SW1A 2AA, within 1 mile",
    below: "md",
    open: true,
  },
} satisfies Record<string, NarrowToggleProps>;

/** What a toggle folds away, for the stories and the tests. */
export const FOLDED_TEXT = "Only show free";

const meta = {
  title: "Search/NarrowToggle",
  component: NarrowToggle,
  excludeStories: ["examples", "FOLDED_TEXT"],
  render: (args) => (
    <div>
      <NarrowToggle {...args} />
      <p className={narrowContent(args.below)}>{FOLDED_TEXT}</p>
    </div>
  ),
} satisfies Meta<typeof NarrowToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const wide = (below: NarrowToggleProps["below"] = "lg") =>
  window.matchMedia(below === "md" ? "(min-width: 48rem)" : "(min-width: 64rem)").matches;

/** Storybook's tests run this at a desktop width in one theme and a phone's in the other. */
export const Filters: Story = {
  args: examples.filters,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const folded = canvas.getByText(FOLDED_TEXT);
    const summary = canvas.getByText("Filter results (2 applied)");
    if (wide(args.below)) {
      await expect(summary).not.toBeVisible();
      await expect(folded).toBeVisible();
      return;
    }
    await expect(folded).not.toBeVisible();
    await userEvent.click(summary);
    await expect(folded).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await expect(folded).not.toBeVisible();
  },
};
export const Place: Story = { args: examples.place };
export const OpenForAnError: Story = {
  args: examples.openForAnError,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(FOLDED_TEXT)).toBeVisible();
  },
};
