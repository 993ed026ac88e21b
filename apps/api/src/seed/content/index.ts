// Seed content for both boroughs: authored data plus pure, deterministic generators.
export { buildBoroughDataset } from "./dataset.ts";
export { hostileDataset } from "./hostile.ts";
export {
  generateSyntheticOrganisations,
  generateSyntheticServices,
  type SyntheticServiceRecord,
} from "./synthetic.ts";
export * from "./types.ts";
