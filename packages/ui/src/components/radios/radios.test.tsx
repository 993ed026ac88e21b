import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./radios.stories.tsx";

const { Default, Inline, ConditionalReveal, WithError } = composeStories(stories);

describe("Radios", () => {
  it.each([
    {
      Story: Default,
      group: "Who are you making this referral for?",
      ids: ["who", "who-2"],
      checked: null,
    },
    {
      Story: Inline,
      group: "Has the person agreed to be referred?",
      ids: ["consent", "consent-2"],
      checked: "yes",
    },
    {
      Story: ConditionalReveal,
      group: "How would you like to be contacted?",
      ids: ["contact", "contact-2"],
      checked: "email",
    },
  ])("groups $group, first id is the name", ({ Story, group, ids, checked }) => {
    render(<Story />);
    const radios = screen.getAllByRole("radio");
    expect(screen.getByRole("group", { name: group })).toBeInTheDocument();
    expect(radios.map((radio) => radio.id)).toEqual(ids);
    expect(
      radios.find((radio) => (radio as HTMLInputElement).checked)?.getAttribute("value") ?? null,
    ).toBe(checked);
  });

  it("describes an item by its hint", () => {
    render(<Default />);
    expect(screen.getByRole("radio", { name: "Someone else" })).toHaveAccessibleDescription(
      "A friend, relative or client",
    );
  });

  it("puts the error message in the group's description", () => {
    render(<WithError />);
    expect(
      screen.getByRole("group", { name: "How old is the person?" }),
    ).toHaveAccessibleDescription("Error: Select how old the person is");
  });

  it("renders each follow-up after its option", () => {
    const { container } = render(<ConditionalReveal />);
    expect([...container.querySelectorAll(".hub-conditional")].map((el) => el.id)).toEqual([
      "conditional-contact",
      "conditional-contact-2",
    ]);
  });
});
