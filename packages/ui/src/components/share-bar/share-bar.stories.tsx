import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import type { ShareBarProps } from "./share-bar.tsx";
import { ShareBar } from "./share-bar.tsx";

export const examples = {
  service: {
    url: "https://www.suttoninformationhub.org.uk/services/lunch-club",
    title: "Sutton Information Hub: Sutton Community Lunch Club",
    name: "Sutton Community Lunch Club",
  },
  withSocial: {
    url: "https://www.connectedbexley.co.uk/favourites?ids=1,2,3",
    title: "Connected Bexley: my favourites",
    name: "My favourites",
    showSocial: true,
  },
} satisfies Record<string, ShareBarProps>;

const meta = {
  title: "Detail/ShareBar",
  component: ShareBar,
  excludeStories: ["examples"],
} satisfies Meta<typeof ShareBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Service: Story = { args: examples.service };
export const WithSocial: Story = { args: examples.withSocial };
export const CopyLink: Story = {
  args: examples.service,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy link" }));
    // Headless Chromium may refuse clipboard access: either outcome is announced.
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent(
        /Link copied|Copy the link from the box below/,
      ),
    );
  },
};
