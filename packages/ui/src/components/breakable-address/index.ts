export { addressParts, BreakableAddress } from "./breakable-address.tsx";
export type { BreakableAddressProps } from "./breakable-address.tsx";
