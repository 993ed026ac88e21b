import type { Meta, StoryObj } from "@storybook/react-vite";

import type { MarkdownProps } from "./markdown.tsx";
import { Markdown } from "./markdown.tsx";

export const examples = {
  richText: {
    children: [
      "# About the group",
      "We meet every week to share a meal and a chat. **Everyone is welcome**, and you do not need to book.",
      "## What to expect",
      "- A hot meal for £2",
      "- Help with forms from a volunteer",
      "- [Our timetable](/pages/timetable)",
      "",
      "Read the [NHS advice on loneliness](https://www.nhs.uk/every-mind-matters/lifes-challenges/loneliness/) or email [hello@example.org](mailto:hello@example.org).",
    ].join("\n\n"),
    siteOrigin: "https://www.suttoninformationhub.org.uk",
  },
  deeperHeadings: {
    children:
      "# Parking\n\nThere are 4 spaces behind the hall.\n\n## Blue badge holders\n\nTwo spaces are reserved.",
    headingOffset: 2,
  },
  skippedLevels: {
    children:
      "### Who runs it\n\nThe council, with local charities.\n\n##### Funding\n\nA grant.\n\n### Contact us\n\nBy email.",
  },
  table: {
    children: "| Day | Time |\n| --- | --- |\n| Monday | 10am to 12pm |\n| Thursday | 2pm to 4pm |",
  },
  rawHtmlDropped: {
    children:
      'Before <script>alert("x")</script><b>bold tag</b> after.\n\n<div onclick="x()">A raw block</div>\n\n[A javascript link](javascript:alert(1))',
  },
} satisfies Record<string, MarkdownProps>;

const meta = {
  title: "Content/Markdown",
  component: Markdown,
  excludeStories: ["examples"],
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RichText: Story = { args: examples.richText };
export const DeeperHeadings: Story = { args: examples.deeperHeadings };
export const SkippedLevels: Story = { args: examples.skippedLevels };
export const Table: Story = { args: examples.table };
export const RawHtmlDropped: Story = { args: examples.rawHtmlDropped };
