export { Illustration } from "./illustration.tsx";
export type { IllustrationName, IllustrationProps } from "./illustration.tsx";
