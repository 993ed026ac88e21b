import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { FavouriteButton } from "./favourite-button.tsx";
import { favouriteButtonLabels } from "./labels.ts";
import * as stories from "./favourite-button.stories.tsx";

const { NotSaved, Saved } = composeStories(stories);

describe("FavouriteButton", () => {
  it.each([
    {
      Story: NotSaved,
      pressed: "false",
      next: "true",
      says: "Added Sutton Community Lunch Club to your favourites",
    },
    {
      Story: Saved,
      pressed: "true",
      next: "false",
      says: "Removed Sutton Community Lunch Club from your favourites",
    },
  ])("toggles from pressed=$pressed and announces it", async ({ Story, pressed, next, says }) => {
    render(<Story />);
    const button = screen.getByRole("button", { name: "Save to favourites" });
    expect(button).toHaveAttribute("aria-pressed", pressed);
    expect(screen.queryByText("In your favourites") !== null).toBe(pressed === "true");
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-pressed", next);
    expect(screen.getByRole("status")).toHaveTextContent(says);
    expect(screen.queryByText("In your favourites") !== null).toBe(next === "true");
  });

  it("reports changes when the parent owns the state", async () => {
    const onPressedChange = vi.fn();
    render(
      <FavouriteButton
        labels={favouriteButtonLabels("Food bank")}
        pressed={false}
        onPressedChange={onPressedChange}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save to favourites" }));
    expect(onPressedChange).toHaveBeenCalledWith(true);
    // Controlled: stays as the parent says until it re-renders.
    expect(screen.getByRole("button")).toHaveAttribute("aria-pressed", "false");
  });
});
