import { composeStories } from "@storybook/react-vite";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ExitThisPageButton } from "./exit-this-page-button.tsx";
import * as stories from "./exit-this-page.stories.tsx";

const { Default, CustomDestination } = composeStories(stories);

afterEach(() => {
  vi.useRealTimers();
});

describe("ExitThisPage", () => {
  it.each([
    { Story: Default, name: "Emergency Exit this page", href: "https://www.bbc.co.uk/weather" },
    {
      Story: CustomDestination,
      name: "Emergency Leave this site",
      href: "https://www.google.co.uk",
    },
  ])("is a plain link to $href without JavaScript", ({ Story, name, href }) => {
    render(<Story />);
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
  });

  it.each([
    { presses: 1, message: "Shift, press 2 more times to exit.", left: false },
    { presses: 2, message: "Shift, press 1 more time to exit.", left: false },
    { presses: 3, message: "Exiting page.", left: true },
  ])("after $presses Shift presses says '$message'", async ({ presses, message, left }) => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(<ExitThisPageButton {...stories.buttonLabels} navigate={navigate} />);
    for (let i = 0; i < presses; i += 1) await user.keyboard("{Shift}");
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledTimes(left ? 1 : 0);
  });

  it("starts counting again after another key or when the time runs out", () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    render(<ExitThisPageButton {...stories.buttonLabels} navigate={navigate} />);
    for (const key of ["Shift", "Shift", "a", "Shift"]) fireEvent.keyUp(document, { key });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText("Exit this page expired.")).toBeInTheDocument();
    fireEvent.keyUp(document, { key: "Shift" });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("covers the page and leaves when clicked", async () => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(<ExitThisPageButton {...stories.buttonLabels} navigate={navigate} />);
    await user.click(screen.getByRole("link"));
    expect(navigate).toHaveBeenCalledWith("https://www.bbc.co.uk/weather");
    expect(screen.getByRole("alert")).toHaveTextContent("Exiting page.");
  });
});
