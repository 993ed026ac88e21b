import { composeStories } from "@storybook/react-vite";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./error-message.stories.tsx";

const { Default } = composeStories(stories);

describe("ErrorMessage", () => {
  it.each([{ Story: Default, text: "Error: Enter an email address in the correct format" }])(
    "reads '$text' to screen readers",
    ({ Story, text }) => {
      const { container } = render(<Story />);
      expect(container.querySelector("#email-error")).toHaveTextContent(text);
    },
  );
});
