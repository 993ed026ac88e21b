// Seed content for both boroughs: authored data plus pure, deterministic generators.
export { BOROUGHS, boroughFor, insideBox, type BoroughProfile } from "./boroughs.ts";
export { buildBoroughDataset, type BuildOptions } from "./dataset.ts";
export { CANARY, hostileDataset } from "./hostile.ts";
export { seedUuid } from "./lib/ids.ts";
export {
  lookupPostcode,
  parsePostcode,
  POSTCODE_TABLES,
  type PostcodeLookup,
  type PostcodePrecision,
} from "./postcodes/lookup.ts";
export {
  categoryIconSvg,
  illustrationSvg,
  monogramSvg,
  personaSvg,
  placeholderSvg,
} from "./svg.ts";
export {
  generateSyntheticOrganisations,
  generateSyntheticServices,
  syntheticOrganisationId,
  type SyntheticOptions,
  type SyntheticServiceRecord,
} from "./synthetic.ts";
export * from "./types.ts";
