import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import type { GalleryImage, GalleryProps } from "./gallery.tsx";
import { Gallery } from "./gallery.tsx";

function picture(fill: string, shape: string): string {
  return (
    "data:image/svg+xml," +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30" fill="${fill}"/>${shape}</svg>`,
    )
  );
}

const images: GalleryImage[] = [
  {
    src: picture("#2b6db3", '<circle cx="20" cy="15" r="8" fill="#fff"/>'),
    alt: "Volunteers serving lunch in the church hall",
  },
  {
    src: picture("#00703c", '<rect x="10" y="8" width="20" height="14" fill="#fff"/>'),
    alt: "The garden behind the hall",
  },
  { src: picture("#5b2a86", '<path d="M8 24 20 6l12 18z" fill="#fff"/>'), alt: "A quiz afternoon" },
  {
    src: picture(
      "#b10e1e",
      '<circle cx="14" cy="15" r="5" fill="#fff"/><circle cx="26" cy="15" r="5" fill="#fff"/>',
    ),
    alt: "The entrance ramp",
  },
];

export const examples = {
  several: { images, name: "Sutton Community Lunch Club" },
  single: { images: images.slice(0, 1), name: "Carers helpline" },
} satisfies Record<string, GalleryProps>;

const meta = {
  title: "Detail/Gallery",
  component: Gallery,
  excludeStories: ["examples"],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = { args: examples.several };
export const Single: Story = { args: examples.single };
export const LightboxOpen: Story = {
  args: examples.several,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The thumbnails turn into buttons once the lightbox's code has loaded, which on a busy
    // machine (the test run's other packages alongside) takes more than the default second.
    await userEvent.click(
      await canvas.findByRole("button", { name: "View images (4)" }, { timeout: 5000 }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Images of Sutton Community Lunch Club",
    });
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(dialog).getByRole("img")).toHaveAccessibleName(
      "The garden behind the hall",
    );
    await expect(dialog).toHaveAccessibleDescription("Image 2 of 4");
  },
};
