export { Pagination, pageItems } from "./pagination.tsx";
export type { PageItem, PaginationProps } from "./pagination.tsx";
