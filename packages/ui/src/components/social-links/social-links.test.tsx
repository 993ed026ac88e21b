import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { SocialLinks } from "./social-links.tsx";
import * as stories from "./social-links.stories.tsx";

const { Several, NoHeading, None } = composeStories(stories);

describe("SocialLinks", () => {
  it.each([
    {
      Story: Several,
      heading: "Social media",
      names: [
        "Age UK Sutton on Facebook",
        "Age UK Sutton on X (Twitter)",
        "Age UK Sutton on Instagram",
        "Age UK Sutton on Other website",
      ],
    },
    { Story: NoHeading, heading: null, names: ["Friends of Manor Park on YouTube"] },
    { Story: None, heading: null, names: [] },
  ])("names each link for its owner and network", ({ Story, heading, names }) => {
    render(<Story />);
    expect(screen.queryAllByRole("link").map((link) => link.getAttribute("aria-label"))).toEqual(
      names,
    );
    expect(screen.queryByRole("heading")?.textContent ?? null).toBe(heading);
  });

  it("leaves out accounts whose address could run script", () => {
    render(
      <SocialLinks
        owner="Age UK Sutton"
        links={[
          { type: "facebook", url: "JaVaScRiPt:alert(1)" },
          { type: "twitter", url: "https://x.example.com/ageuk" },
        ]}
      />,
    );
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "https://x.example.com/ageuk",
    ]);
  });
});
