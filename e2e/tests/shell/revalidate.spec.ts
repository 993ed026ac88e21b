import { expect, test } from "../../support/fixtures.ts";

// The global setup starts the sites with this secret.
const SECRET = "e2e-revalidate-secret";

type Case = {
  name: string;
  headers: Record<string, string>;
  data: { tags: string[] };
  status: number;
};

const cases: Case[] = [
  { name: "no secret", headers: {}, data: { tags: ["settings"] }, status: 401 },
  {
    name: "a wrong secret",
    headers: { authorization: "Bearer nope" },
    data: { tags: ["x"] },
    status: 401,
  },
  {
    name: "no tags",
    headers: { authorization: `Bearer ${SECRET}` },
    data: { tags: [] },
    status: 422,
  },
  {
    name: "the secret and tags",
    headers: { authorization: `Bearer ${SECRET}` },
    data: { tags: ["settings", "categories"] },
    status: 200,
  },
];

for (const { name, headers, data, status } of cases) {
  test(`POST /api/revalidate with ${name} answers ${status}`, async ({ request }) => {
    const response = await request.post("/api/revalidate", { headers, data });
    expect(response.status()).toBe(status);
    if (status === 200) {
      expect(await response.json()).toMatchObject({ revalidated: data.tags });
    }
  });
}
