import { composeStories } from "@storybook/react-vite";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import * as stories from "./banner-carousel.stories.tsx";

const { Manual, Rotating, Single } = composeStories(stories);

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function visibleTitle() {
  return screen
    .getAllByRole("group")
    .filter((slide) => !slide.hidden)
    .map((slide) => slide.querySelector("h2")?.textContent);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("BannerCarousel", () => {
  it("lists every banner without JavaScript", () => {
    const html = renderToString(<Manual />);
    expect(html).not.toContain('hidden=""');
    expect(html).toContain("Volunteer this winter");
    expect(html).not.toContain("Next slide");
  });

  it("puts the previous and next buttons after the slides", () => {
    mockReducedMotion(false);
    render(<Manual />);
    const carousel = screen.getByRole("region", { name: "Highlights" });
    const order = [...carousel.querySelectorAll('[role="group"], button')].map((node) =>
      node.tagName === "BUTTON" ? node.getAttribute("aria-label") : "slide",
    );
    expect(order.slice(-2)).toEqual(["Previous slide", "Next slide"]);
    expect(order.indexOf("Previous slide")).toBeGreaterThan(order.lastIndexOf("slide"));
  });

  it.each([
    { clicks: ["Next slide"], title: "Volunteer this winter" },
    {
      clicks: ["Next slide", "Next slide", "Next slide"],
      title: "Find help with the cost of living",
    },
    { clicks: ["Previous slide"], title: "Events near you" },
  ])("after $clicks shows $title", async ({ clicks, title }) => {
    mockReducedMotion(false);
    const user = userEvent.setup();
    render(<Manual />);
    for (const name of clicks) await user.click(screen.getByRole("button", { name }));
    expect(visibleTitle()).toEqual([title]);
  });

  it("has no pause button and never moves unless asked to rotate", () => {
    mockReducedMotion(false);
    vi.useFakeTimers();
    render(<Manual />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(visibleTitle()).toEqual(["Find help with the cost of living"]);
    expect(screen.queryByRole("button", { name: /Pause|Play/ })).toBeNull();
  });

  it("rotates with a pause button, and stops when paused", () => {
    mockReducedMotion(false);
    vi.useFakeTimers();
    render(<Rotating />);
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(visibleTitle()).toEqual(["Volunteer this winter"]);
    act(() => {
      screen.getByRole("button", { name: "Pause slides" }).click();
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(visibleTitle()).toEqual(["Volunteer this winter"]);
    expect(screen.getByRole("button", { name: "Play slides" })).toBeInTheDocument();
  });

  it("does not rotate when reduced motion is preferred", () => {
    mockReducedMotion(true);
    vi.useFakeTimers();
    render(<Rotating />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(visibleTitle()).toEqual(["Find help with the cost of living"]);
    expect(screen.getByRole("button", { name: "Play slides" })).toBeInTheDocument();
  });

  it("shows a single banner without controls", () => {
    mockReducedMotion(false);
    render(<Single />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(visibleTitle()).toEqual(["Find help with the cost of living"]);
  });
});
