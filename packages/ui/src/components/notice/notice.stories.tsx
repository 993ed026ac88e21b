import type { Meta, StoryObj } from "@storybook/react-vite";

import type { NoticeProps } from "./notice.tsx";
import { Notice } from "./notice.tsx";

export const examples = {
  information: { children: <p>Opening times may change over the Christmas holidays.</p> },
  important: {
    variant: "important",
    title: "This service has changed",
    children: (
      <p>
        The drop-in is now on Tuesdays. <a href="/services/drop-in">See the new times</a>.
      </p>
    ),
  },
  success: { variant: "success", children: <p>Your feedback has been sent.</p> },
  warning: {
    variant: "warning",
    children: <p>This section could not be loaded. Try again later.</p>,
  },
} satisfies Record<string, NoticeProps>;

const meta = {
  title: "Feedback/Notice",
  component: Notice,
  excludeStories: ["examples"],
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Information: Story = { args: examples.information };
export const Important: Story = { args: examples.important };
export const Success: Story = { args: examples.success };
export const Warning: Story = { args: examples.warning };
