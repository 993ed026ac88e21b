import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { parseVideoUrl } from "./parse-video-url.ts";
import * as stories from "./video-embed.stories.tsx";

const { YouTube, Vimeo, OtherSite, Placeholder } = composeStories(stories);

describe("parseVideoUrl", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "YouTube", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?t=10", "YouTube", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "YouTube", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/shorts/dQw4w9WgXcQ", "YouTube", "dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "Vimeo", "76979871"],
    ["https://player.vimeo.com/video/76979871", "Vimeo", "76979871"],
    ["https://www.youtube.com/watch?v=short", null, null],
    ["https://www.example.org/video.mp4", null, null],
    ["not a url", null, null],
  ])("%s → %s %s", (url, provider, id) => {
    const source = parseVideoUrl(url);
    expect(source?.provider ?? null).toBe(provider);
    expect(source?.id ?? null).toBe(id);
  });
});

describe("VideoEmbed", () => {
  it.each([
    {
      Story: YouTube,
      name: "Play video: A tour of the lunch club",
      src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    },
    {
      Story: Vimeo,
      name: "Play video: About the befriending service",
      src: "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1",
    },
  ])("loads the player only after $name", async ({ Story, name, src }) => {
    const { container } = render(<Story />);
    expect(container.querySelector("iframe")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name }));
    const frame = container.querySelector("iframe");
    expect(frame).toHaveAttribute("src", src);
    expect(frame).toHaveAttribute("title", name.replace("Play video: ", ""));
    expect(frame).toHaveFocus();
  });

  it("links to the video before JavaScript runs", () => {
    const html = renderToString(<YouTube />);
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain("Watch “A tour of the lunch club” on YouTube");
    expect(html).not.toContain("<iframe");
  });

  it("links to an unknown video site instead of embedding it", () => {
    render(<OtherSite />);
    expect(
      screen.getByRole("link", {
        name: "Watch “Welcome to the centre” on media.sutton-community.org.uk",
      }),
    ).toHaveAttribute("href", "https://media.sutton-community.org.uk/videos/welcome.mp4");
  });

  it("shows nothing for a placeholder at an example domain", () => {
    const { container } = render(<Placeholder />);
    expect(container.querySelector("a, button, iframe")).toBeNull();
    expect(container).toHaveTextContent("");
  });
});
