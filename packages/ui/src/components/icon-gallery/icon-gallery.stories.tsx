import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";

import type { IconGalleryProps } from "./icon-gallery.tsx";
import { IconGallery } from "./icon-gallery.tsx";

export const examples = {
  every: {},
} satisfies Record<string, IconGalleryProps>;

const meta = {
  title: "Foundations/IconGallery",
  component: IconGallery,
  excludeStories: ["examples"],
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the `/_icons` page shows. */
export const Every: Story = {
  args: examples.every,
  // The symbols come from the sprite file (served by .storybook/icon-sprite.ts): an unresolved
  // `<use>` has an empty box, a drawn one its shape's (a line such as "minus" is flat).
  play: async ({ canvasElement }) => {
    const uses = [...canvasElement.querySelectorAll("use")];
    await expect(uses.length).toBeGreaterThan(0);
    await waitFor(
      () => {
        const empty = uses.filter((use) => {
          const box = use.getBoundingClientRect();
          return box.width === 0 && box.height === 0;
        });
        return expect(empty.map((use) => use.getAttribute("href"))).toEqual([]);
      },
      { timeout: 5000 },
    );
  },
};
