export { parseVideoUrl } from "./parse-video-url.ts";
export type { VideoSource } from "./parse-video-url.ts";
export { VideoEmbed } from "./video-embed.tsx";
export type { VideoEmbedProps } from "./video-embed.tsx";
