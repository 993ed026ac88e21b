export { CategoryGrid } from "./category-grid.tsx";
export type { CategoryGridProps } from "./category-grid.tsx";
