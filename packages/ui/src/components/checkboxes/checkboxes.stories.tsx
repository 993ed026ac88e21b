import type { Meta, StoryObj } from "@storybook/react-vite";

import { Textarea } from "../textarea/textarea.tsx";
import type { CheckboxesProps } from "./checkboxes.tsx";
import { Checkboxes } from "./checkboxes.tsx";

export const examples = {
  default: {
    name: "needs",
    legend: "What kind of support do you need?",
    hint: "Select all that apply",
    values: ["food"],
    items: [
      { value: "food", label: "Food" },
      { value: "housing", label: "Housing" },
      { value: "money", label: "Money and debt" },
    ],
  },
  consent: {
    name: "consent",
    legend: "Consent",
    legendSize: "s",
    items: [
      { value: "share", label: "I agree to my details being shared with the service" },
      { value: "contact", label: "I agree to be contacted about this referral" },
    ],
  },
  conditional: {
    name: "access",
    legend: "Do you have any access needs?",
    values: ["other"],
    items: [
      { value: "wheelchair", label: "Wheelchair access" },
      {
        value: "other",
        label: "Something else",
        conditional: (
          <Textarea id="access-other" name="accessOther" label="Tell us what you need" rows={3} />
        ),
      },
    ],
  },
  withError: {
    name: "agree",
    legend: "Confirm the details",
    error: "Confirm the person has agreed to the referral",
    items: [{ value: "yes", label: "The person has agreed to this referral" }],
  },
} satisfies Record<string, CheckboxesProps>;

const meta = {
  title: "Forms/Checkboxes",
  component: Checkboxes,
  excludeStories: ["examples"],
} satisfies Meta<typeof Checkboxes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: examples.default };
/** Two separate consents, two checkboxes (one box never grants two consents). */
export const Consent: Story = { args: examples.consent };
export const ConditionalReveal: Story = { args: examples.conditional };
export const WithError: Story = { args: examples.withError };
