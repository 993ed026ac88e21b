"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

import { useHydrated } from "../../lib/use-hydrated.ts";

export type CharacterCountTexts = {
  /** "You can enter up to 200 characters". */
  limit: string;
  /** Templates with a `{count}` placeholder. */
  remaining: string;
  remainingOne: string;
  over: string;
  overOne: string;
};

export type CharacterCountMessageProps = {
  textareaId: string;
  /** The id the textarea's `aria-describedby` points at. */
  id: string;
  limit: number;
  initialLength: number;
  texts: CharacterCountTexts;
};

/** Waits this long after the last keystroke before announcing the count. */
const ANNOUNCE_DELAY_MS = 1000;

function countMessage(limit: number, length: number, texts: CharacterCountTexts): string {
  const left = limit - length;
  if (left === 1) return texts.remainingOne;
  if (left === -1) return texts.overOne;
  const template = left >= 0 ? texts.remaining : texts.over;
  return template.replace("{count}", String(Math.abs(left)));
}

/**
 * Without JavaScript: the static hint "You can enter up to N characters". With it: a live count
 * that turns to an error style past the limit, announced politely once typing pauses.
 */
export function CharacterCountMessage({
  textareaId,
  id,
  limit,
  initialLength,
  texts,
}: CharacterCountMessageProps) {
  const hydrated = useHydrated();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const textarea = document.getElementById(textareaId);
      textarea?.addEventListener("input", onChange);
      return () => textarea?.removeEventListener("input", onChange);
    },
    [textareaId],
  );
  const length = useSyncExternalStore(
    subscribe,
    () => (document.getElementById(textareaId) as HTMLTextAreaElement | null)?.value.length ?? 0,
    () => initialLength,
  );
  const message = countMessage(limit, length, texts);
  const [announcement, setAnnouncement] = useState("");
  // What the page loaded with is not news: only announce changes.
  const lastAnnounced = useRef(countMessage(limit, initialLength, texts));

  useEffect(() => {
    if (!hydrated || message === lastAnnounced.current) return undefined;
    const timer = setTimeout(() => {
      lastAnnounced.current = message;
      setAnnouncement(message);
    }, ANNOUNCE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [hydrated, message]);

  if (!hydrated) {
    return (
      <div id={id} className="text-text-muted">
        {texts.limit}
      </div>
    );
  }
  return (
    <>
      <div id={id} className="sr-only">
        {texts.limit}
      </div>
      <div
        aria-hidden="true"
        className={length > limit ? "font-bold text-error" : "text-text-muted"}
      >
        {message}
      </div>
      <div className="sr-only" aria-live="polite">
        {announcement}
      </div>
    </>
  );
}
