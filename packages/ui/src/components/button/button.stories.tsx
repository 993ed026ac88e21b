import type { Meta, StoryObj } from "@storybook/react-vite";

import type { ButtonProps } from "./button.tsx";
import { Button } from "./button.tsx";

export const examples = {
  primary: { children: "Save and continue" },
  secondary: { variant: "secondary", children: "Find out more", type: "button" },
  warning: { variant: "warning", children: "Remove all favourites", type: "button" },
  link: { href: "/services/lunch-club/referral", children: "Make a connection" },
  start: { href: "/get-involved", isStartButton: true, children: "Start now" },
  disabled: { children: "Sending…", disabled: true },
} satisfies Record<string, ButtonProps>;

const meta = {
  title: "Forms/Button",
  component: Button,
  excludeStories: ["examples"],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: examples.primary };
export const Secondary: Story = { args: examples.secondary };
export const Warning: Story = { args: examples.warning };
export const AsLink: Story = { args: examples.link };
export const StartButton: Story = { args: examples.start };
export const Disabled: Story = { args: examples.disabled };
