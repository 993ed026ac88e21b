import { base, next, react } from "@hub/config/eslint";
import { generatedIgnores } from "@hub/site/variant";

// The route layer `hub-variant sync` writes is linted once, in packages/site/variant.
export default [generatedIgnores, ...base, ...react, ...next];
