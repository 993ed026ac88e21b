import { describe, expect, it } from "vitest";

import type { Page } from "@hub/api-client/schemas";

import { pageTree } from "./site-map-route.tsx";

const STAMP = "2026-05-01T10:00:00+0000";

function page(slug: string, order: number, parent: Page | null, enabled = true): Page {
  const ancestors = parent ? [...(parent.ancestors ?? []), parent] : [];
  return {
    id: `00000000-0000-4000-8000-${slug.padStart(12, "0").slice(-12)}`,
    title: slug,
    slug,
    excerpt: null,
    order,
    enabled,
    page_type: parent ? "information" : "landing",
    image: null,
    parent: parent ? { ...parent, ancestors: undefined } : null,
    ancestors: ancestors.map((ancestor) => ({ ...ancestor, ancestors: undefined })),
    created_at: STAMP,
    updated_at: STAMP,
  } as Page;
}

describe("human sitemap", () => {
  it("nests enabled pages under their parents, in order, with their full paths", () => {
    const money = page("money", 0, null);
    const bills = page("bills", 1, money);
    const debt = page("debt", 0, money);
    const hidden = page("hidden", 2, money, false);
    const advice = page("advice", 0, debt);
    expect(pageTree([bills, advice, money, hidden, debt])).toEqual([
      {
        label: "money",
        href: "/pages/money",
        children: [
          {
            label: "debt",
            href: "/pages/money/debt",
            children: [{ label: "advice", href: "/pages/money/debt/advice" }],
          },
          { label: "bills", href: "/pages/money/bills" },
        ],
      },
    ]);
  });
});
