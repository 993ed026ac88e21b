"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";

import { useHydrated } from "../../lib/use-hydrated.ts";
import type { BannerProps } from "../banner/banner.tsx";
import { Banner } from "../banner/banner.tsx";
import { Icon } from "../icon/icon.tsx";

export type BannerCarouselLabels = {
  carousel: string;
  roleDescription: string;
  slideRoleDescription: string;
  /** Template with `{current}` and `{total}`. */
  slide: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
};

export type BannerCarouselClientProps = {
  slides: BannerProps[];
  labels: BannerCarouselLabels;
  /** Milliseconds per slide when rotating; 0 (the default) never rotates. */
  autoRotateMs?: number;
};

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => {
    query.removeEventListener("change", onChange);
  };
}

const controlClass =
  "inline-flex size-11 cursor-pointer items-center justify-center rounded-full border-2 border-border bg-surface text-text";

/**
 * Without JavaScript every banner is listed. With it, one shows at a time with previous/next
 * buttons after it (where the eye and the tab order arrive once the slide is read). It only rotates when `autoRotateMs` is set, always with a visible pause button, never
 * while the visitor hovers or focuses it, and never when reduced motion is preferred.
 */
export function BannerCarouselClient({
  slides,
  labels,
  autoRotateMs = 0,
}: BannerCarouselClientProps) {
  const hydrated = useHydrated();
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
  const [index, setIndex] = useState(0);
  // "auto" follows the reduced-motion preference until the visitor presses pause or play.
  const [choice, setChoice] = useState<"auto" | "paused" | "playing">("auto");
  const [interacting, setInteracting] = useState(false);
  const total = slides.length;
  const rotates = autoRotateMs > 0 && total > 1;
  const wanted = choice === "playing" || (choice === "auto" && !reducedMotion);
  const playing = rotates && hydrated && wanted && !interacting;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => {
      setIndex((current) => (current + 1) % total);
    }, autoRotateMs);
    return () => {
      clearInterval(timer);
    };
  }, [playing, autoRotateMs, total]);

  // Hovering or focusing the carousel holds it still (WCAG 2.2.2), via native listeners because
  // the landmark itself is not interactive.
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const hold = () => {
      setInteracting(true);
    };
    const release = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget;
      if (!(next instanceof Node && element.contains(next))) setInteracting(false);
    };
    element.addEventListener("mouseenter", hold);
    element.addEventListener("mouseleave", release);
    element.addEventListener("focusin", hold);
    element.addEventListener("focusout", release);
    return () => {
      element.removeEventListener("mouseenter", hold);
      element.removeEventListener("mouseleave", release);
      element.removeEventListener("focusin", hold);
      element.removeEventListener("focusout", release);
    };
  }, []);

  const enhanced = hydrated && total > 1;
  const slideLabel = (position: number) =>
    labels.slide.replace("{current}", String(position + 1)).replace("{total}", String(total));

  return (
    <section
      aria-roledescription={labels.roleDescription}
      aria-label={labels.carousel}
      className="flex flex-col gap-4"
      ref={root}
    >
      <div aria-live={playing ? "off" : "polite"} className="flex flex-col gap-6">
        {slides.map((slide, position) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription={labels.slideRoleDescription}
            aria-label={slideLabel(position)}
            hidden={enhanced && position !== index}
          >
            <Banner {...slide} />
          </div>
        ))}
      </div>
      {enhanced ? (
        <div className="flex items-center gap-3">
          {rotates ? (
            <button
              type="button"
              className={controlClass}
              aria-label={wanted ? labels.pause : labels.play}
              onClick={() => {
                setChoice(wanted ? "paused" : "playing");
              }}
            >
              <Icon name={wanted ? "pause" : "play"} />
            </button>
          ) : null}
          <button
            type="button"
            className={controlClass}
            aria-label={labels.previous}
            onClick={() => {
              setIndex((index - 1 + total) % total);
            }}
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            className={controlClass}
            aria-label={labels.next}
            onClick={() => {
              setIndex((index + 1) % total);
            }}
          >
            <Icon name="chevron-right" />
          </button>
          <p className="text-sm text-text-muted" aria-hidden="true">
            {slideLabel(index)}
          </p>
        </div>
      ) : null}
    </section>
  );
}
