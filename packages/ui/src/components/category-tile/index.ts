export { CategoryTile } from "./category-tile.tsx";
export type { CategoryTileProps } from "./category-tile.tsx";
