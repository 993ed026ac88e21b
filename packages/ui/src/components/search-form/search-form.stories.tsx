import type { Meta, StoryObj } from "@storybook/react-vite";

import type { SearchFormProps } from "./search-form.tsx";
import { SearchForm } from "./search-form.tsx";

export const examples = {
  empty: { action: "/results" },
  filled: { action: "/results", query: "lunch club", postcode: "SM1 1EA", distance: 5 },
  keepsCategory: {
    action: "/categories/health",
    query: "yoga",
    hiddenFields: { is_free: "true", age: ["Older adults (65+)", "Adults"] },
    idPrefix: "category-search",
    postcodeHint: "For example, SM1 1EA",
  },
  withErrors: {
    action: "/results",
    query: "ab",
    postcode: "ZZ9 9ZZ",
    distance: 3,
    errors: {
      query: "Enter at least 3 characters to search by keyword",
      postcode: "We could not find the postcode “ZZ9 9ZZ”",
    },
  },
  compact: { action: "/results", query: "food bank", compact: true },
  compactNearAPostcode: {
    action: "/results",
    query: "food bank",
    postcode: "SM1 1EA",
    distance: 3,
    compact: true,
  },
  compactWithAPostcodeError: {
    action: "/results",
    query: "food bank",
    postcode: "ZZ9 9ZZ",
    compact: true,
    errors: { postcode: "We could not find the postcode “ZZ9 9ZZ”" },
  },
  wholeFolded: { action: "/categories/health", compact: "whole", idPrefix: "category-search" },
  wholeFoldedWithASearch: {
    action: "/categories/health",
    query: "yoga",
    postcode: "SM1 1EA",
    distance: 5,
    compact: "whole",
    idPrefix: "category-search",
  },
  wholeFoldedWithAnError: {
    action: "/categories/health",
    query: "ab",
    compact: "whole",
    idPrefix: "category-search",
    errors: { query: "Enter at least 3 characters to search by keyword" },
  },
} satisfies Record<string, SearchFormProps>;

const meta = {
  title: "Search/SearchForm",
  component: SearchForm,
  excludeStories: ["examples"],
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: examples.empty };
export const Filled: Story = { args: examples.filled };
export const KeepsCategory: Story = { args: examples.keepsCategory };
export const WithErrors: Story = { args: examples.withErrors };
export const Compact: Story = { args: examples.compact };
export const CompactNearAPostcode: Story = { args: examples.compactNearAPostcode };
export const CompactWithAPostcodeError: Story = { args: examples.compactWithAPostcodeError };
export const WholeFolded: Story = { args: examples.wholeFolded };
export const WholeFoldedWithASearch: Story = { args: examples.wholeFoldedWithASearch };
export const WholeFoldedWithAnError: Story = { args: examples.wholeFoldedWithAnError };
