"use client";

import type { MouseEvent } from "react";
import { useEffect, useRef, useState } from "react";

export type ExitThisPageButtonProps = {
  href: string;
  text: string;
  /** Visually hidden prefix of the button text ("Emergency"). */
  emergency: string;
  pressTwoMore: string;
  pressOneMore: string;
  expired: string;
  exiting: string;
  /** How to leave; defaults to `location.replace`, which also keeps this page out of history. */
  navigate?: (href: string) => void;
};

function leaveFor(url: string) {
  window.location.replace(url);
}

/** Presses of Shift that count towards one exit must come within this window. */
const SHIFT_WINDOW_MS = 5000;

/**
 * The enhanced quick-exit button. The link works without JavaScript; with it, pressing Shift
 * three times also exits, a polite message counts the presses down, and the page is covered the
 * moment the visitor leaves.
 */
export function ExitThisPageButton({
  href,
  text,
  emergency,
  pressTwoMore,
  pressOneMore,
  expired,
  exiting,
  navigate,
}: ExitThisPageButtonProps) {
  const [announcement, setAnnouncement] = useState("");
  const [leaving, setLeaving] = useState(false);
  const presses = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const leave = () => {
      setLeaving(true);
      (navigate ?? leaveFor)(href);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== "Shift") {
        presses.current = 0;
        return;
      }
      presses.current += 1;
      clearTimeout(timer.current);
      if (presses.current >= 3) {
        presses.current = 0;
        setAnnouncement("");
        leave();
        return;
      }
      setAnnouncement(presses.current === 1 ? pressTwoMore : pressOneMore);
      timer.current = setTimeout(() => {
        presses.current = 0;
        setAnnouncement(expired);
      }, SHIFT_WINDOW_MS);
    };
    document.addEventListener("keyup", onKeyUp);
    return () => {
      document.removeEventListener("keyup", onKeyUp);
      clearTimeout(timer.current);
    };
  }, [href, navigate, pressTwoMore, pressOneMore, expired]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setLeaving(true);
    (navigate ?? leaveFor)(href);
  };

  return (
    <>
      <a
        href={href}
        rel="nofollow noreferrer"
        onClick={onClick}
        className="inline-flex min-h-11 items-center justify-center rounded-md border-2 border-transparent bg-button-warning px-4 py-2 font-bold text-on-button-warning no-underline shadow-[0_2px_0_var(--color-text)] visited:text-on-button-warning hover:text-on-button-warning hover:underline"
      >
        <span className="sr-only">{emergency} </span>
        {text}
      </a>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
      {leaving ? (
        <div
          role="alert"
          className="fixed inset-0 z-[100] flex items-center justify-center bg-background text-xl font-bold text-text"
        >
          {exiting}
        </div>
      ) : null}
    </>
  );
}
