export { TagList } from "./tag-list.tsx";
export type { Tag, TagListProps } from "./tag-list.tsx";
