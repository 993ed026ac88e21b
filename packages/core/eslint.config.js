import { base, dataFiles } from "@hub/config/eslint";

export default [
  ...base,
  // One flat catalogue of the site's wording, keyed by page feature.
  dataFiles(["src/messages/site.ts"]),
];
