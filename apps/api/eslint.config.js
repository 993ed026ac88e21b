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
  // Search is where a newcomer starts reading: each step of a query is a named function that
  // fits on a screen or two.
  {
    files: ["src/search/**/*.ts"],
    ignores: ["src/search/**/*.test.ts", "src/search/relevance/queries.ts"],
    rules: { "max-lines-per-function": ["error", { max: 80 }] },
  },
  // The relevance suite's judged queries, one table.
  dataFiles(["src/search/relevance/queries.ts"]),
  // The synthetic generator's word lists: kinds of service with their names, intros and paragraphs.
  dataFiles(["src/seed/synthetic/synthetic-vocabulary.ts"]),
];
