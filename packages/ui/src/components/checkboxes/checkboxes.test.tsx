import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./checkboxes.stories.tsx";

const { Default, Consent, ConditionalReveal, WithError } = composeStories(stories);

describe("Checkboxes", () => {
  it.each([
    { Story: Default, count: 3, checked: ["food"] },
    { Story: Consent, count: 2, checked: [] },
    { Story: ConditionalReveal, count: 2, checked: ["other"] },
    { Story: WithError, count: 1, checked: [] },
  ])("renders $count checkboxes, ticked: $checked", ({ Story, count, checked }) => {
    render(<Story />);
    const boxes = screen.getAllByRole<HTMLInputElement>("checkbox");
    expect(boxes).toHaveLength(count);
    expect(boxes.filter((box) => box.checked).map((box) => box.value)).toEqual(checked);
  });

  it("sends every ticked value under one name", () => {
    const { container } = render(
      <form>
        <Default />
      </form>,
    );
    const form = container.querySelector("form")!;
    expect(new FormData(form).getAll("needs")).toEqual(["food"]);
  });

  it("links the error summary target to the first checkbox", () => {
    render(<WithError />);
    expect(screen.getByRole("checkbox")).toHaveAttribute("id", "agree");
    expect(screen.getByRole("group")).toHaveAccessibleDescription(
      "Error: Confirm the person has agreed to the referral",
    );
  });
});
