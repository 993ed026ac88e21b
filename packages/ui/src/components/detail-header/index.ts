export { DetailHeader, kindCaption, kindWord } from "./detail-header.tsx";
export type { DetailHeaderProps, DetailKind } from "./detail-header.tsx";
