export { Notice } from "./notice.tsx";
export type { NoticeProps, NoticeVariant } from "./notice.tsx";
