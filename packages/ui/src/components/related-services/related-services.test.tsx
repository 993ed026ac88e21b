import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./related-services.stories.tsx";

const { Three, Five, None } = composeStories(stories);

describe("RelatedServices", () => {
  it.each([
    { Story: Three, visible: 3, hidden: 0 },
    { Story: Five, visible: 3, hidden: 2 },
  ])("shows $visible and hides $hidden behind “Show more”", ({ Story, visible, hidden }) => {
    const { container } = render(<Story />);
    const links = screen.getAllByRole("link");
    expect(links.filter((link) => !link.closest("details"))).toHaveLength(visible);
    expect(links.filter((link) => link.closest("details"))).toHaveLength(hidden);
    expect(container.querySelector("summary")?.textContent ?? null).toBe(
      hidden ? `Show ${hidden} more related services` : null,
    );
  });

  it("renders nothing without services", () => {
    render(<None />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});
