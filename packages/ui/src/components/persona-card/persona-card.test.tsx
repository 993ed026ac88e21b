import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./persona-card.stories.tsx";

const { Full, NameOnly } = composeStories(stories);

describe("PersonaCard", () => {
  it.each([
    { Story: Full, name: "Older people", href: "/personas/older-people", subtitle: true },
    { Story: NameOnly, name: "Carers", href: "/personas/carers", subtitle: false },
  ])("links $name to $href", ({ Story, name, href, subtitle }) => {
    render(<Story />);
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    expect(screen.getByRole("heading", { level: 3, name })).toBeInTheDocument();
    expect(screen.queryByText(/Support to stay well/) !== null).toBe(subtitle);
  });
});
