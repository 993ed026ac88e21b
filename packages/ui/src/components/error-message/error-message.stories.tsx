import type { Meta, StoryObj } from "@storybook/react-vite";

import type { ErrorMessageProps } from "./error-message.tsx";
import { ErrorMessage } from "./error-message.tsx";

export const examples = {
  default: { id: "email-error", children: "Enter an email address in the correct format" },
} satisfies Record<string, ErrorMessageProps>;

const meta = {
  title: "Forms/ErrorMessage",
  component: ErrorMessage,
  excludeStories: ["examples"],
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: examples.default };
