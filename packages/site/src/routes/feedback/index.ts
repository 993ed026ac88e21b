export { createFeedbackRoute } from "./feedback-route.tsx";
export type { FeedbackPageProps } from "./feedback-route.tsx";
