import { base } from "@hub/config/eslint";

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
];
