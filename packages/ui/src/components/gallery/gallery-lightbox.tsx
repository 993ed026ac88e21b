"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { KeyboardEvent } from "react";
import { useRef, useState } from "react";

import { useHydrated } from "../../lib/use-hydrated.ts";
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

const controlClass =
  "inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-md border-2 border-border bg-surface px-3 font-bold text-text hover:bg-surface-muted";

/**
 * The interactive part of `Gallery`. Thumbnails that open an accessible lightbox (a Radix dialog: focus trapped and restored,
 * Escape closes, Left/Right arrows and buttons move between images). Without JavaScript each
 * thumbnail links to its full image.
 */
export function GalleryLightbox({ images, labels }: GalleryLightboxProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  // The lightbox has no single trigger, so focus goes back to whichever control opened it.
  const opener = useRef<HTMLElement | null>(null);
  const count = images.length;
  if (count === 0) return null;
  const current = images[Math.min(index, count - 1)] ?? images[0];

  function show(next: number) {
    setIndex(((next % count) + count) % count);
  }

  function openAt(next: number) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    show(next);
    setOpen(true);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      show(index + 1);
    }
  }

  const thumbnailClass =
    "block aspect-[4/3] w-full overflow-hidden rounded-md border border-border-subtle bg-surface-muted";

  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
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
              {hydrated ? (
                <button
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
      {hydrated && count > 1 ? (
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
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-text/80" />
          <Dialog.Content
            onKeyDown={onKeyDown}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            className="fixed inset-2 z-50 m-auto flex h-fit max-h-[calc(100vh-1rem)] max-w-4xl flex-col gap-3 overflow-auto rounded-md bg-surface p-4 text-text sm:inset-8"
          >
            <div className="flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="text-lg font-bold">{labels.dialogTitle}</Dialog.Title>
                <Dialog.Description aria-live="polite" className="text-text-muted">
                  {labels.positions[index]}
                </Dialog.Description>
              </div>
              <Dialog.Close className={controlClass}>
                <Icon name="x" />
                {labels.close}
              </Dialog.Close>
            </div>
            {current ? (
              <figure className="flex flex-col gap-2">
                <img
                  src={current.src}
                  alt={current.alt}
                  className="mx-auto max-h-[65vh] w-auto max-w-full object-contain"
                />
                {current.alt ? (
                  <figcaption className="text-center" aria-hidden="true">
                    {current.alt}
                  </figcaption>
                ) : null}
              </figure>
            ) : null}
            {count > 1 ? (
              <div className="flex justify-between gap-3">
                <button
                  type="button"
                  className={controlClass}
                  onClick={() => {
                    show(index - 1);
                  }}
                >
                  <Icon name="chevron-left" />
                  {labels.previous}
                </button>
                <button
                  type="button"
                  className={controlClass}
                  onClick={() => {
                    show(index + 1);
                  }}
                >
                  {labels.next}
                  <Icon name="chevron-right" />
                </button>
              </div>
            ) : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
