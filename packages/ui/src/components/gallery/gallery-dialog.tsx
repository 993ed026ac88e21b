import * as Dialog from "@radix-ui/react-dialog";
import type { KeyboardEvent, RefObject } from "react";

import { Icon } from "../icon/index.ts";
import type { GalleryImage, GalleryLightboxLabels } from "./gallery-lightbox.tsx";
import { controlClass } from "./gallery-lightbox.tsx";

export type GalleryDialogProps = {
  images: readonly GalleryImage[];
  labels: GalleryLightboxLabels;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The image shown. */
  index: number;
  /** Shows another image; wraps around at either end. */
  onShow: (index: number) => void;
  /** The control that opened the dialog: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The lightbox of `GalleryLightbox`: a Radix dialog (focus trapped and restored, Escape closes,
 * Left/Right arrows and buttons move between images). Loaded with `lazy()` after the page, so
 * pages with a gallery do not pay for Radix upfront.
 */
export default function GalleryDialog({
  images,
  labels,
  open,
  onOpenChange,
  index,
  onShow,
  returnFocusTo,
}: GalleryDialogProps) {
  const count = images.length;
  const current = images[Math.min(index, count - 1)] ?? images[0];

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      onShow(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      onShow(index + 1);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-text/80" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
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
                  onShow(index - 1);
                }}
              >
                <Icon name="chevron-left" />
                {labels.previous}
              </button>
              <button
                type="button"
                className={controlClass}
                onClick={() => {
                  onShow(index + 1);
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
  );
}
