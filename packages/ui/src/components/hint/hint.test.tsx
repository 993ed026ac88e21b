import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./hint.stories.tsx";

const { Default } = composeStories(stories);

describe("Hint", () => {
  it.each([{ Story: Default, id: "postcode-hint", text: "For example, SM1 1EA" }])(
    "renders $text with id $id",
    ({ Story, id, text }) => {
      render(<Story />);
      expect(screen.getByText(text)).toHaveAttribute("id", id);
    },
  );
});
