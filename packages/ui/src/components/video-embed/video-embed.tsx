import { t } from "@hub/core/messages";
import { isPlaceholderUrl, safeHref } from "@hub/core/urls";

import { parseVideoUrl } from "./parse-video-url.ts";
import { VideoPlayer } from "./video-player.tsx";

export type VideoEmbedProps = {
  url: string;
  /** What the video is; names the play button and the player frame. */
  title: string;
  /** A still to show before playing; YouTube's own thumbnail otherwise. */
  posterUrl?: string | null;
};

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * A light video preview: a still and a play button. The provider's player (and its cookies and
 * scripts) loads only when the visitor presses play. Without JavaScript it links to the video;
 * an address that is not YouTube or Vimeo is only linked, and one at a reserved example domain
 * is not shown.
 */
export function VideoEmbed({ url, title, posterUrl }: VideoEmbedProps) {
  // A placeholder left in the content (`video.example.com`) is no video at all.
  if (isPlaceholderUrl(url)) return null;
  const source = parseVideoUrl(url);
  if (!source) {
    const href = safeHref(url);
    if (href === undefined) return null;
    return (
      <p>
        <a href={href}>{t("ui.detail.video.watchOn", { title, provider: hostOf(url) })}</a>
      </p>
    );
  }
  return (
    <VideoPlayer
      source={source}
      title={title}
      posterUrl={posterUrl ?? source.posterUrl}
      labels={{
        play: t("ui.detail.video.play", { title }),
        watch: t("ui.detail.video.watchOn", { title, provider: source.provider }),
      }}
    />
  );
}
