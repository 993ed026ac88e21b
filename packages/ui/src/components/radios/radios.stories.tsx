import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { TextInput } from "../text-input/text-input.tsx";
import type { RadiosProps } from "./radios.tsx";
import { Radios } from "./radios.tsx";

export const examples = {
  default: {
    name: "who",
    legend: "Who are you making this referral for?",
    items: [
      { value: "myself", label: "Myself" },
      { value: "someone-else", label: "Someone else", hint: "A friend, relative or client" },
    ],
  },
  inline: {
    name: "consent",
    legend: "Has the person agreed to be referred?",
    inline: true,
    value: "yes",
    items: [
      { value: "yes", label: "Yes" },
      { value: "no", label: "No" },
    ],
  },
  conditional: {
    name: "contact",
    legend: "How would you like to be contacted?",
    hint: "Select one option",
    value: "email",
    items: [
      {
        value: "email",
        label: "Email",
        conditional: (
          <TextInput id="contact-email" name="email" type="email" label="Email address" />
        ),
      },
      {
        value: "phone",
        label: "Phone",
        conditional: <TextInput id="contact-phone" name="phone" type="tel" label="Phone number" />,
      },
    ],
  },
  withError: {
    name: "age",
    legend: "How old is the person?",
    error: "Select how old the person is",
    items: [
      { value: "under-18", label: "Under 18" },
      { value: "18-64", label: "18 to 64" },
      { value: "65-plus", label: "65 or over" },
    ],
  },
} satisfies Record<string, RadiosProps>;

const meta = {
  title: "Forms/Radios",
  component: Radios,
  excludeStories: ["examples"],
} satisfies Meta<typeof Radios>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: examples.default };
export const Inline: Story = { args: examples.inline };

/** The follow-up question shows under the chosen option, with CSS only. */
export const ConditionalReveal: Story = {
  args: examples.conditional,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Email address")).toBeVisible();
    await expect(canvas.queryByLabelText("Phone number")).not.toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Phone" }));
    await expect(canvas.getByLabelText("Phone number")).toBeVisible();
    await expect(canvas.queryByLabelText("Email address")).not.toBeVisible();
  },
};

export const WithError: Story = { args: examples.withError };
