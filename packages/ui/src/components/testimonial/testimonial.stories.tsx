import type { Meta, StoryObj } from "@storybook/react-vite";

import type { TestimonialProps } from "./testimonial.tsx";
import { Testimonial } from "./testimonial.tsx";

export const examples = {
  quoted: { quote: '"The lunch club is the highlight of my week."' },
  withCite: { quote: "They helped me sort out my bills.", cite: "A visitor, 2025" },
  empty: { quote: "  " },
} satisfies Record<string, TestimonialProps>;

const meta = {
  title: "Detail/Testimonial",
  component: Testimonial,
  excludeStories: ["examples"],
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Quoted: Story = { args: examples.quoted };
export const WithCite: Story = { args: examples.withCite };
export const Empty: Story = { args: examples.empty };
