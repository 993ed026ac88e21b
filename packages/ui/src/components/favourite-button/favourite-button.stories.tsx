import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import type { FavouriteButtonProps } from "./favourite-button.tsx";
import { FavouriteButton } from "./favourite-button.tsx";
import { favouriteButtonLabels } from "./labels.ts";

export const examples = {
  notSaved: { labels: favouriteButtonLabels("Sutton Community Lunch Club") },
  saved: { labels: favouriteButtonLabels("Sutton Community Lunch Club"), defaultPressed: true },
} satisfies Record<string, FavouriteButtonProps>;

const meta = {
  title: "Detail/FavouriteButton",
  component: FavouriteButton,
  excludeStories: ["examples"],
} satisfies Meta<typeof FavouriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSaved: Story = { args: examples.notSaved };
export const Saved: Story = { args: examples.saved };
export const Toggled: Story = {
  args: examples.notSaved,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Save to favourites" });
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Added Sutton Community Lunch Club to your favourites",
    );
  },
};
