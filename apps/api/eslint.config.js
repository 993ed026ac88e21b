import { base, dataFiles } from "@hub/config/eslint";

export default [
  ...base,
  {
    rules: {
      // Drizzle's pooled transaction keeps a connection whose BEGIN failed (src/db/transaction.ts).
      "no-restricted-properties": [
        "error",
        {
          property: "transaction",
          message: "Use transaction(db, work) from src/db/transaction.ts.",
        },
      ],
    },
  },
  // The relevance suite's judged queries, one table.
  dataFiles(["src/search/relevance/queries.ts"]),
  // The boroughs' seed content and its checks, which are becoming data files outside src/
  // (issue 42), and the seeding code beside them.
  dataFiles(["src/seed/content/**", "src/seed/seed.ts"]),
];
