import type { Meta, StoryObj } from "@storybook/react-vite";

import { TextInput } from "../text-input/text-input.tsx";
import type { FieldsetProps } from "./fieldset.tsx";
import { Fieldset } from "./fieldset.tsx";

const address = (
  <>
    <TextInput
      id="address-line-1"
      name="address1"
      label="Address line 1"
      autoComplete="address-line1"
    />
    <TextInput
      id="address-town"
      name="town"
      label="Town or city"
      autoComplete="address-level2"
      width="20"
    />
    <TextInput
      id="address-postcode"
      name="postcode"
      label="Postcode"
      autoComplete="postal-code"
      width="10"
    />
  </>
);

export const examples = {
  default: { legend: "What is your address?", children: address },
  pageHeading: { legend: "What is your address?", isPageHeading: true, children: address },
} satisfies Record<string, FieldsetProps>;

const meta = {
  title: "Forms/Fieldset",
  component: Fieldset,
  excludeStories: ["examples"],
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: examples.default };
export const PageHeading: Story = { args: examples.pageHeading };
