import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import type { VideoEmbedProps } from "./video-embed.tsx";
import { VideoEmbed } from "./video-embed.tsx";

// A local still, so the stories never call YouTube.
const poster =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#5f6b76"/><circle cx="8" cy="4.5" r="2.5" fill="#d5e2ed"/></svg>',
  );

export const examples = {
  youtube: {
    url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    title: "A tour of the lunch club",
    posterUrl: poster,
  },
  vimeo: { url: "https://vimeo.com/76979871", title: "About the befriending service" },
  otherSite: {
    url: "https://media.sutton-community.org.uk/videos/welcome.mp4",
    title: "Welcome to the centre",
  },
  placeholder: {
    url: "https://video.example.com/embed/sutton-information-hub-introduction",
    title: "About the hub",
  },
} satisfies Record<string, VideoEmbedProps>;

const meta = {
  title: "Detail/VideoEmbed",
  component: VideoEmbed,
  excludeStories: ["examples"],
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YouTube: Story = { args: examples.youtube };
export const Vimeo: Story = { args: examples.vimeo };
export const OtherSite: Story = { args: examples.otherSite };
export const Placeholder: Story = { args: examples.placeholder };
export const Playing: Story = {
  args: examples.youtube,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole("button", { name: "Play video: A tour of the lunch club" }),
    );
    const frame = canvasElement.querySelector("iframe");
    await expect(frame).toHaveAttribute("title", "A tour of the lunch club");
    // Keep the test on this machine: the player itself is not what is being checked.
    frame?.setAttribute("src", "about:blank");
  },
};
