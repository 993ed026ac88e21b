// A variant's folder and its route layer (docs/decisions/0026): `pnpm new-variant` creates the
// folder, and a variant's ESLint config leaves the generated layer to the template's lint.
export { generatedIgnores } from "./layer.ts";
export { scaffoldVariant } from "./scaffold.ts";
export type { VariantOptions } from "./scaffold.ts";
