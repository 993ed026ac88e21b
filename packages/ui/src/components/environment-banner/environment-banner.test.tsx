import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./environment-banner.stories.tsx";

const { Staging, Development, Production } = composeStories(stories);

const stagingText =
  "Important. Please do not make any changes to this site. This is a TEST environment used for demo purposes only. Any changes made here will not be reflected on the live site viewed by the public.";

describe("EnvironmentBanner", () => {
  it("shows the spec's staging text with a link back to the live site", () => {
    render(<Staging />);
    expect(screen.getByText(stagingText)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to live site" })).toHaveAttribute(
      "href",
      "https://www.suttoninformationhub.org.uk",
    );
  });

  it.each([
    { Story: Development, region: true, text: /development version of the site/ },
    { Story: Production, region: false, text: null },
  ])("other environments: region shown is $region", ({ Story, region, text }) => {
    render(<Story />);
    expect(screen.queryByRole("region", { name: "Test environment" }) !== null).toBe(region);
    if (text) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText(stagingText)).toBeNull();
  });
});
