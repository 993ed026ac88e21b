/** Shared Prettier settings for the whole workspace. */
export default {
  printWidth: 100,
  singleQuote: false,
  trailingComma: "all",
  semi: true,
};
