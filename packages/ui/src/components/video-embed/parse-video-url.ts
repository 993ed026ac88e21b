/** A recognised video and the addresses the embed needs. */
export type VideoSource = {
  provider: "YouTube" | "Vimeo";
  id: string;
  /** Player address, starting playback at once (the visitor already asked to play). */
  embedUrl: string;
  /** The video's own page, for the no-JavaScript link. */
  watchUrl: string;
  posterUrl: string | null;
};

const YOUTUBE_ID = /^[\w-]{11}$/;

/** Recognises YouTube and Vimeo addresses (`video_embed`); `null` for anything else. */
export function parseVideoUrl(url: string): VideoSource | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, "");
  const segments = parsed.pathname.split("/").filter(Boolean);
  let youtubeId: string | undefined;
  if (host === "youtu.be") youtubeId = segments[0];
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    youtubeId =
      parsed.searchParams.get("v") ??
      (["embed", "shorts", "live", "v"].includes(segments[0] ?? "") ? segments[1] : undefined);
  }
  if (youtubeId && YOUTUBE_ID.test(youtubeId)) {
    return {
      provider: "YouTube",
      id: youtubeId,
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`,
      watchUrl: `https://www.youtube.com/watch?v=${youtubeId}`,
      posterUrl: `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`,
    };
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const vimeoId = segments.find((segment) => /^\d+$/.test(segment));
    if (vimeoId) {
      return {
        provider: "Vimeo",
        id: vimeoId,
        embedUrl: `https://player.vimeo.com/video/${vimeoId}?autoplay=1&dnt=1`,
        watchUrl: `https://vimeo.com/${vimeoId}`,
        posterUrl: null,
      };
    }
  }
  return null;
}
