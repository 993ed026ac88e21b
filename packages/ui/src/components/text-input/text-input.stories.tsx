import type { Meta, StoryObj } from "@storybook/react-vite";

import type { TextInputProps } from "./text-input.tsx";
import { TextInput } from "./text-input.tsx";

export const examples = {
  default: { id: "full-name", name: "name", label: "Full name", autoComplete: "name" },
  withHint: {
    id: "postcode",
    name: "postcode",
    label: "Postcode",
    hint: "For example, SM1 1EA",
    width: "10",
    autoComplete: "postal-code",
  },
  withError: {
    id: "email",
    name: "email",
    type: "email",
    label: "Email address",
    hint: "We'll only use this to reply to you",
    error: "Enter an email address in the correct format, like name@example.com",
    defaultValue: "name@",
    autoComplete: "email",
    spellCheck: false,
  },
  optional: {
    id: "phone",
    name: "phone",
    type: "tel",
    label: "Phone number",
    optional: true,
    width: "20",
  },
  pageHeading: {
    id: "organisation",
    name: "organisation",
    label: "What is the name of your organisation?",
    isPageHeading: true,
  },
} satisfies Record<string, TextInputProps>;

const meta = {
  title: "Forms/TextInput",
  component: TextInput,
  excludeStories: ["examples"],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: examples.default };
export const WithHint: Story = { args: examples.withHint };
export const WithError: Story = { args: examples.withError };
export const Optional: Story = { args: examples.optional };
export const PageHeading: Story = { args: examples.pageHeading };
