export { FavouriteButton } from "./favourite-button.tsx";
export type { FavouriteButtonProps } from "./favourite-button.tsx";
export { favouriteButtonLabels } from "./labels.ts";
export type { FavouriteButtonLabels } from "./labels.ts";
