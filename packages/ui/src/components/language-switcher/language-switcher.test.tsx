import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { LanguageSwitcher } from "./language-switcher.tsx";
import * as stories from "./language-switcher.stories.tsx";

const { TwoLocales } = composeStories(stories);

describe("LanguageSwitcher", () => {
  it("posts the other locale's code without JavaScript and marks the current one", () => {
    render(<TwoLocales />);
    const form = screen.getByRole("form", { name: "Language" });
    expect(form).toHaveAttribute("action", "/language");
    expect(form).toHaveAttribute("method", "post");
    const welsh = screen.getByRole("button", { name: "Cymraeg" });
    expect(welsh).toHaveAttribute("name", "locale");
    expect(welsh).toHaveAttribute("value", "cy");
    expect(welsh).toHaveAttribute("lang", "cy-GB");
    expect(screen.queryByRole("button", { name: "English" })).toBeNull();
    expect(screen.getByText("English (current language)")).toBeInTheDocument();
  });

  it("renders nothing with one locale", () => {
    const { container } = render(<LanguageSwitcher {...stories.examples.oneLocale} />);
    expect(container).toBeEmptyDOMElement();
  });
});
