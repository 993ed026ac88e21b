import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { Radios } from "../radios/radios.tsx";
import { TextInput } from "../text-input/text-input.tsx";
import type { ErrorSummaryProps } from "./error-summary.tsx";
import { ErrorSummary } from "./error-summary.tsx";

export const examples = {
  default: {
    errors: [
      { fieldId: "full-name", text: "Enter your full name" },
      { fieldId: "contact", text: "Select how you would like to be contacted" },
    ],
  },
  withDescription: {
    description: "The service could not accept your referral.",
    errors: [{ fieldId: "email", text: "Enter an email address in the correct format" }],
  },
} satisfies Record<string, ErrorSummaryProps>;

const meta = {
  title: "Forms/ErrorSummary",
  component: ErrorSummary,
  excludeStories: ["examples"],
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focused when it appears; each link moves focus to its field. */
export const Default: Story = {
  args: examples.default,
  render: (args) => (
    <>
      <ErrorSummary {...args} />
      <TextInput id="full-name" name="name" label="Full name" error="Enter your full name" />
      <Radios
        name="contact"
        legend="How would you like to be contacted?"
        error="Select how you would like to be contacted"
        items={[
          { value: "email", label: "Email" },
          { value: "phone", label: "Phone" },
        ]}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector("#error-summary")).toHaveFocus());
    await userEvent.click(
      canvas.getByRole("link", { name: "Select how you would like to be contacted" }),
    );
    await expect(canvas.getByRole("radio", { name: "Email" })).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: examples.withDescription,
  render: (args) => (
    <>
      <ErrorSummary {...args} />
      <TextInput
        id="email"
        name="email"
        label="Email address"
        error="Enter an email address in the correct format"
      />
    </>
  ),
};
