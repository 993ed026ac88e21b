import type { Meta, StoryObj } from "@storybook/react-vite";

import type { ConfirmationPanelProps } from "./confirmation-panel.tsx";
import { ConfirmationPanel } from "./confirmation-panel.tsx";

export const examples = {
  referral: {
    title: "Referral sent",
    children: (
      <>
        Your reference number
        <br />
        <strong>HDJ2123F</strong>
      </>
    ),
  },
  feedback: { title: "Thank you for your feedback", headingLevel: 2 },
} satisfies Record<string, ConfirmationPanelProps>;

const meta = {
  title: "Forms/ConfirmationPanel",
  component: ConfirmationPanel,
  excludeStories: ["examples"],
} satisfies Meta<typeof ConfirmationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Referral: Story = { args: examples.referral };
export const Feedback: Story = { args: examples.feedback };
