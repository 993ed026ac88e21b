"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";

import { Icon } from "../icon/index.ts";

export type GalleryImage = {
  src: string;
  /** Describes the image; shown under it in the lightbox. */
  alt: string;
  /** A smaller file for the thumbnail; `src` otherwise. */
  thumbnailSrc?: string;
};

/** Wording from the server (one entry per image where it varies). */
export type GalleryLightboxLabels = {
  dialogTitle: string;
  view: string;
  close: string;
  previous: string;
  next: string;
  /** "Image 2 of 5", per image. */
  positions: readonly string[];
  /** "Open image 2 of 5: …", per image. */
  open: readonly string[];
};

export type GalleryLightboxProps = {
  images: readonly GalleryImage[];
  labels: GalleryLightboxLabels;
};

export const controlClass =
  "inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-md border-2 border-border bg-surface px-3 font-bold text-text hover:bg-surface-muted";

const thumbnailClass =
  "block aspect-[4/3] w-full overflow-hidden rounded-md border border-border-subtle bg-surface-muted";

const loadDialog = () => import("./gallery-dialog.tsx");
const GalleryDialog = lazy(loadDialog);

/**
 * The interactive part of `Gallery`. Each thumbnail links to its full image until the lightbox's
 * code (Radix, about 13 kB) has loaded after the page; only then do the thumbnails become buttons
 * that open it, so nothing on screen waits on a download to work.
 */
export function GalleryLightbox({ images, labels }: GalleryLightboxProps) {
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  // The lightbox has no single trigger, so focus goes back to whichever control opened it.
  const opener = useRef<HTMLElement | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // The thumbnail link that had focus when the links turned into buttons, to keep focus in place.
  const refocus = useRef(-1);
  const count = images.length;

  useEffect(() => {
    let live = true;
    loadDialog().then(
      () => {
        if (!live) return;
        const links = [...(list.current?.querySelectorAll("a") ?? [])];
        refocus.current = links.findIndex((link) => link === document.activeElement);
        setReady(true);
      },
      // Offline or a failed chunk: the links to each image keep working.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  if (count === 0) return null;

  function show(next: number) {
    setIndex(((next % count) + count) % count);
  }

  function openAt(next: number) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    show(next);
    setOpen(true);
  }

  return (
    <div className="flex flex-col gap-3">
      <ul ref={list} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, position) => {
          const label = labels.open[position] ?? image.alt;
          const thumbnail = (
            <img
              src={image.thumbnailSrc ?? image.src}
              alt=""
              className="size-full object-cover"
              loading="lazy"
            />
          );
          return (
            <li key={`${image.src}-${position}`}>
              {ready ? (
                <button
                  ref={(button) => {
                    if (button && refocus.current === position) {
                      refocus.current = -1;
                      button.focus();
                    }
                  }}
                  type="button"
                  aria-label={label}
                  className={`${thumbnailClass} cursor-pointer`}
                  onClick={() => {
                    openAt(position);
                  }}
                >
                  {thumbnail}
                </button>
              ) : (
                <a href={image.src} aria-label={label} className={thumbnailClass}>
                  {thumbnail}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {ready && count > 1 ? (
        <div>
          <button
            type="button"
            className={controlClass}
            onClick={() => {
              openAt(0);
            }}
          >
            <Icon name="images" />
            {labels.view}
          </button>
        </div>
      ) : null}
      {ready ? (
        <Suspense fallback={null}>
          <GalleryDialog
            images={images}
            labels={labels}
            open={open}
            onOpenChange={setOpen}
            index={index}
            onShow={show}
            returnFocusTo={opener}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
