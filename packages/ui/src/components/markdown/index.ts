export { Markdown, isExternalHref } from "./markdown.tsx";
export type { MarkdownProps } from "./markdown.tsx";
