import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as stories from "./error-page.stories.tsx";

const {
  NotFoundHomeLink,
  NotFoundCategories,
  ServerErrorHomeLink,
  ServerErrorCategories,
  ServiceNotFound,
} = composeStories(stories);

describe("ErrorPage", () => {
  it.each([
    {
      Story: NotFoundHomeLink,
      status: "Error 404",
      title: "Page not found",
      body: /check it is correct/,
    },
    {
      Story: NotFoundCategories,
      status: "Error 404",
      title: "Page not found",
      body: /check it is correct/,
    },
    {
      Story: ServerErrorHomeLink,
      status: "Error 500",
      title: "Sorry, there is a problem with the service",
      body: /Try again later/,
    },
    {
      Story: ServerErrorCategories,
      status: "Error 503",
      title: "Sorry, there is a problem with the service",
      body: /Try again later/,
    },
    {
      Story: ServiceNotFound,
      status: "Error 404",
      title: "Service not found",
      body: /may no longer be listed/,
    },
  ])("$status: $title", ({ Story, status, title, body }) => {
    render(<Story />);
    expect(screen.getByText(status)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(body)).toBeInTheDocument();
  });

  it.each([
    { Story: NotFoundHomeLink, home: true, categoryTitle: null },
    { Story: ServerErrorHomeLink, home: true, categoryTitle: null },
    {
      Story: NotFoundCategories,
      home: false,
      categoryTitle: "Try browsing one of these categories instead",
    },
    {
      Story: ServerErrorCategories,
      home: false,
      categoryTitle: "You might find what you need in one of these categories",
    },
  ])(
    "offers the home link ($home) or categories ($categoryTitle)",
    ({ Story, home, categoryTitle }) => {
      render(<Story />);
      expect(screen.queryByRole("link", { name: "Return to homepage" }) !== null).toBe(home);
      if (categoryTitle) {
        expect(screen.getByRole("heading", { level: 2, name: categoryTitle })).toBeInTheDocument();
        expect(screen.getAllByRole("link")).toHaveLength(6);
      }
    },
  );

  it.each([
    { Story: NotFoundHomeLink, drawn: true },
    { Story: ServiceNotFound, drawn: true },
    { Story: ServerErrorHomeLink, drawn: false },
  ])("a 404 shows the 'lost' illustration, a server error none", ({ Story, drawn }) => {
    const { container } = render(<Story />);
    expect(container.querySelector('svg[data-illustration="lost"]') !== null).toBe(drawn);
  });

  it("offers to try again after a server error", () => {
    render(<ServerErrorHomeLink />);
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/events");
  });
});
