export { PageTree } from "./page-tree.tsx";
export type { PageTreeNode, PageTreeProps } from "./page-tree.tsx";
