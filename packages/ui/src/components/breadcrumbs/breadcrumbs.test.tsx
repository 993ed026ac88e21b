import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Breadcrumbs } from "./breadcrumbs.tsx";
import * as stories from "./breadcrumbs.stories.tsx";

const { Service, ContentPage } = composeStories(stories);

describe("Breadcrumbs", () => {
  it.each([
    { Story: Service, links: 2, current: "Sutton Lunch Club" },
    { Story: ContentPage, links: 3, current: "Warm spaces" },
  ])("links the ancestors and marks $current as the page", ({ Story, links, current }) => {
    render(<Story />);
    const nav = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(nav.getAllByRole("link")).toHaveLength(links);
    expect(nav.getByText(current)).toHaveAttribute("aria-current", "page");
  });

  it("renders nothing without items", () => {
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
