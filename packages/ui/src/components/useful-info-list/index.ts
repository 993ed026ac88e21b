export { UsefulInfoList, usefulInfoIcon } from "./useful-info-list.tsx";
export type { UsefulInfo, UsefulInfoListProps } from "./useful-info-list.tsx";
