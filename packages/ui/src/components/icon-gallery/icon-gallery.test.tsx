import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { iconNames } from "../icon/icon-names.ts";
import * as stories from "./icon-gallery.stories.tsx";

const { Every } = composeStories(stories);

describe("IconGallery", () => {
  it("lists every icon once, each drawn from the sprite beside its name", () => {
    render(<Every />);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([...iconNames]);
    const hrefs = items.map((item) => item.querySelector("svg.hub-icon use")?.getAttribute("href"));
    expect(hrefs.map((href) => href?.split("#")[1])).toEqual(
      iconNames.map((name) => `icon-${name}`),
    );
  });
});
