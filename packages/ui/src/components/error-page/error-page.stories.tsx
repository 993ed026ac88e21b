import type { Meta, StoryObj } from "@storybook/react-vite";

import { categories } from "../../fixtures/categories.ts";
import type { ErrorPageProps } from "./error-page.tsx";
import { ErrorPage } from "./error-page.tsx";

export const examples = {
  notFoundHomeLink: { status: 404, recovery: "home-link" },
  notFoundCategories: { status: 404, recovery: "categories", categories },
  serverErrorHomeLink: { status: 500, recovery: "home-link", retryHref: "/events" },
  serverErrorCategories: { status: 503, recovery: "categories", categories },
  serviceNotFound: {
    status: 404,
    recovery: "home-link",
    title: "Service not found",
    body: (
      <>
        <p>
          If you followed a link, the service may no longer be listed on Sutton Information Hub.
        </p>
        <p>
          Search for services, groups and activities, or email{" "}
          <a href="mailto:ia.hub@sutton.gov.uk">ia.hub@sutton.gov.uk</a> if you need help finding
          one.
        </p>
      </>
    ),
  },
} satisfies Record<string, ErrorPageProps>;

const meta = {
  title: "Pages/ErrorPage",
  component: ErrorPage,
  excludeStories: ["examples"],
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundHomeLink: Story = { args: examples.notFoundHomeLink };
export const NotFoundCategories: Story = { args: examples.notFoundCategories };
export const ServerErrorHomeLink: Story = { args: examples.serverErrorHomeLink };
export const ServerErrorCategories: Story = { args: examples.serverErrorCategories };
export const ServiceNotFound: Story = { args: examples.serviceNotFound };
