import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import type { TextareaProps } from "./textarea.tsx";
import { Textarea } from "./textarea.tsx";

export const examples = {
  default: { id: "more-detail", name: "moreDetail", label: "Can you provide more detail?" },
  characterCount: {
    id: "feedback",
    name: "feedback",
    label: "What could we do better?",
    hint: "Do not include personal information",
    characterLimit: 200,
  },
  overLimit: {
    id: "reason",
    name: "reason",
    label: "Why are you making this referral?",
    characterLimit: 20,
    defaultValue: "She needs help with shopping and getting to appointments.",
    error: "Reason must be 20 characters or fewer",
  },
} satisfies Record<string, TextareaProps>;

const meta = {
  title: "Forms/Textarea",
  component: Textarea,
  excludeStories: ["examples"],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: examples.default };

/** Typing updates the count; screen readers hear it once typing pauses. */
export const CharacterCount: Story = {
  args: examples.characterCount,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox"), "Longer opening hours");
    await expect(canvas.getByText("You have 180 characters remaining")).toBeVisible();
    await waitFor(
      () =>
        expect(canvasElement.querySelector("[aria-live=polite]")).toHaveTextContent(
          "You have 180 characters remaining",
        ),
      { timeout: 3000 },
    );
  },
};

export const OverLimit: Story = { args: examples.overLimit };
