// Shared ESLint flat configs. Each workspace package composes the ones it needs:
//   export default [...base, ...react, ...next] (see the package's eslint.config.js).
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const ignores = {
  ignores: [
    "**/node_modules/**",
    "**/dist/**",
    "**/.next/**",
    "**/coverage/**",
    "**/storybook-static/**",
    "**/test-results/**",
    "**/playwright-report/**",
    "**/next-env.d.ts",
    "**/.data/**",
  ],
};

/** The most lines a source file has (as `wc -l` counts them), data files aside. */
const MAX_SOURCE_LINES = 400;

/**
 * Exempts data files from the length limit: files that are one catalogue or table (messages,
 * judged queries, seed content), which grow by entries rather than by parts.
 * @param {string[]} files
 * @returns {import("eslint").Linter.Config}
 */
export function dataFiles(files) {
  return { files, rules: { "max-lines": "off" } };
}

/** TypeScript rules for every package (type-aware). */
export const base = tseslint.config(
  ignores,
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.es2024, ...globals.node },
      parserOptions: { projectService: true },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "separate-type-imports" },
      ],
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-console": ["error", { allow: ["warn", "error"] }],
      eqeqeq: ["error", "always"],
      // A longer file holds parts that change apart: split it by what changes together
      // (decision 0061). A package exempts its data files (catalogues, tables) with `dataFiles`.
      "max-lines": ["error", { max: MAX_SOURCE_LINES }],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "**/test/**", "**/tests/**"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  prettier,
);

/** React, hooks and accessibility rules for component and page code. */
export const react = tseslint.config({
  files: ["**/*.tsx", "**/*.jsx"],
  plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
  languageOptions: {
    globals: { ...globals.browser },
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
  rules: {
    ...reactHooks.configs.recommended.rules,
    ...jsxA11y.flatConfigs.strict.rules,
  },
});

/** Next.js rules for route modules and apps. */
export const next = tseslint.config({
  plugins: { "@next/next": nextPlugin },
  rules: {
    ...nextPlugin.configs.recommended.rules,
    ...nextPlugin.configs["core-web-vitals"].rules,
  },
});
