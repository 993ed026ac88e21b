import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { ExitThisPageButton } from "./exit-this-page-button.tsx";
import type { ExitThisPageProps } from "./exit-this-page.tsx";
import { ExitThisPage } from "./exit-this-page.tsx";

export const examples = {
  default: {},
  customDestination: { href: "https://www.google.co.uk", text: "Leave this site" },
} satisfies Record<string, ExitThisPageProps>;

const meta = {
  title: "Shell/ExitThisPage",
  component: ExitThisPage,
  excludeStories: ["examples", "buttonLabels"],
} satisfies Meta<typeof ExitThisPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: examples.default };
export const CustomDestination: Story = { args: examples.customDestination };

export const buttonLabels = {
  href: "https://www.bbc.co.uk/weather",
  text: "Exit this page",
  emergency: "Emergency",
  pressTwoMore: "Shift, press 2 more times to exit.",
  pressOneMore: "Shift, press 1 more time to exit.",
  expired: "Exit this page expired.",
  exiting: "Exiting page.",
};

/** Shift pressed three times: counts down politely, covers the page and leaves. */
export const ShiftThreeTimes: Story = {
  render: () => <ExitThisPageButton {...buttonLabels} navigate={navigateSpy} />,
  play: async () => {
    navigateSpy.mockClear();
    await userEvent.keyboard("{Shift}");
    await expect(await screen.findByText("Shift, press 2 more times to exit.")).toBeInTheDocument();
    await userEvent.keyboard("{Shift}");
    await expect(await screen.findByText("Shift, press 1 more time to exit.")).toBeInTheDocument();
    await userEvent.keyboard("{Shift}");
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith("https://www.bbc.co.uk/weather"));
    await expect(screen.getByRole("alert")).toHaveTextContent("Exiting page.");
  },
};

const navigateSpy = fn();
