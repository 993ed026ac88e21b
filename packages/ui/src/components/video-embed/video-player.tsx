"use client";

import { useState } from "react";

import { useHydrated } from "../../lib/use-hydrated.ts";
import { Icon } from "../icon/index.ts";
import type { VideoSource } from "./parse-video-url.ts";

export type VideoPlayerProps = {
  source: VideoSource;
  title: string;
  posterUrl: string | null;
  /** "Play video: …" and "Watch “…” on YouTube", worded by the server. */
  labels: { play: string; watch: string };
};

/** The interactive part of `VideoEmbed`: a link until hydrated, then a button that loads the player. */
export function VideoPlayer({ source, title, posterUrl, labels }: VideoPlayerProps) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);

  if (playing) {
    return (
      <iframe
        ref={(frame) => {
          frame?.focus();
        }}
        src={source.embedUrl}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        className="aspect-video w-full rounded-md border-0"
      />
    );
  }

  const frameClass =
    "relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-md bg-surface-muted";
  const preview = (
    <>
      {posterUrl ? (
        <img
          src={posterUrl}
          alt=""
          className="absolute inset-0 size-full object-cover"
          loading="lazy"
        />
      ) : null}
      <span className="relative inline-flex items-center gap-2 rounded-md bg-text px-4 py-2 font-bold text-background">
        <Icon name="play" className="fill-current" />
        {hydrated ? labels.play : labels.watch}
      </span>
    </>
  );

  return hydrated ? (
    <button
      type="button"
      className={`${frameClass} cursor-pointer`}
      onClick={() => {
        setPlaying(true);
      }}
    >
      {preview}
    </button>
  ) : (
    <a href={source.watchUrl} className={`${frameClass} no-underline`}>
      {preview}
    </a>
  );
}
