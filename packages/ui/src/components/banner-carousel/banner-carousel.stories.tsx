import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { illustration } from "../../fixtures/images.ts";
import type { BannerCarouselProps } from "./banner-carousel.tsx";
import { BannerCarousel } from "./banner-carousel.tsx";

const banners = [
  {
    title: "Find help with the cost of living",
    children: <p>Food banks, warm spaces and advice on bills and benefits near you.</p>,
    action: { text: "See support", href: "/categories/cost-of-living" },
    image: { src: illustration },
  },
  {
    title: "Volunteer this winter",
    children: <p>Local groups need help with lunch clubs, befriending and transport.</p>,
    action: { text: "Get involved", href: "/get-involved" },
  },
  {
    title: "Events near you",
    children: <p>Community events happening this week, many of them free.</p>,
    action: { text: "See events", href: "/events" },
  },
];

export const examples = {
  manual: { banners },
  rotating: { banners, autoRotateMs: 6000 },
  single: { banners: banners.slice(0, 1) },
} satisfies Record<string, BannerCarouselProps>;

const meta = {
  title: "Home/BannerCarousel",
  component: BannerCarousel,
  excludeStories: ["examples"],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Previous/next only; it never moves by itself. */
export const Manual: Story = {
  args: examples.manual,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "Find help with the cost of living" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(canvas.getByRole("heading", { name: "Volunteer this winter" })).toBeVisible();
    await expect(
      canvas.queryByRole("heading", { name: "Find help with the cost of living" }),
    ).toBeNull();
  },
};

/** Rotates, with a visible pause button. */
export const Rotating: Story = { args: examples.rotating };

/** One banner: no controls. */
export const Single: Story = { args: examples.single };
