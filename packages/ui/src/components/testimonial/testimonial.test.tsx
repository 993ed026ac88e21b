import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { normaliseQuote } from "./testimonial.tsx";
import * as stories from "./testimonial.stories.tsx";

const { Quoted, WithCite, Empty } = composeStories(stories);

describe("normaliseQuote", () => {
  it.each([
    ['"Great"', "Great"],
    ["“Great”", "Great"],
    ["  'It's great'  ", "It's great"],
    ["No quotes", "No quotes"],
  ])("%s → %s", (input, output) => {
    expect(normaliseQuote(input)).toBe(output);
  });
});

describe("Testimonial", () => {
  it.each([
    { Story: Quoted, text: "“The lunch club is the highlight of my week.”", cite: null },
    { Story: WithCite, text: "“They helped me sort out my bills.”", cite: "A visitor, 2025" },
  ])("quotes $text once", ({ Story, text, cite }) => {
    const { container } = render(<Story />);
    expect(container.querySelector("blockquote")).toHaveTextContent(text);
    expect(container.querySelector("figcaption")?.textContent ?? null).toBe(cite);
  });

  it("renders nothing for an empty quote", () => {
    render(<Empty />);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });
});
