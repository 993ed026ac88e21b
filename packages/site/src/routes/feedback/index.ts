export { createFeedbackRoute, feedbackSendHref } from "./feedback-route.tsx";
export type { FeedbackPageProps } from "./feedback-route.tsx";
