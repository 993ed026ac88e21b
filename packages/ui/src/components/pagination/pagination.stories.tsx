import type { Meta, StoryObj } from "@storybook/react-vite";

import type { PaginationProps } from "./pagination.tsx";
import { Pagination } from "./pagination.tsx";

const href = (page: number) => `/results?query=food&page=${page}`;

export const examples = {
  onePage: { currentPage: 1, totalPages: 1, href },
  firstPage: { currentPage: 1, totalPages: 10, href },
  middlePage: { currentPage: 5, totalPages: 10, href },
  nearStart: { currentPage: 3, totalPages: 10, href },
  lastPage: { currentPage: 10, totalPages: 10, href },
  twoPages: { currentPage: 2, totalPages: 2, href },
} satisfies Record<string, PaginationProps>;

const meta = {
  title: "Search/Pagination",
  component: Pagination,
  excludeStories: ["examples"],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePage: Story = { args: examples.onePage };
export const FirstPage: Story = { args: examples.firstPage };
export const MiddlePage: Story = { args: examples.middlePage };
export const NearStart: Story = { args: examples.nearStart };
export const LastPage: Story = { args: examples.lastPage };
export const TwoPages: Story = { args: examples.twoPages };
