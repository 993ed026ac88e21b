export { EventFeed } from "./event-feed.tsx";
export type { EventFeedItem, EventFeedProps } from "./event-feed.tsx";
