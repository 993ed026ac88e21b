export { Skeleton } from "./skeleton.tsx";
export type { SkeletonProps } from "./skeleton.tsx";
