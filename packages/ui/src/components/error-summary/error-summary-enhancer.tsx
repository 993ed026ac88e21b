"use client";

import { useEffect } from "react";

/**
 * Focuses the error summary when it appears, and makes its links focus the field and scroll its
 * label or legend into view (a plain fragment link would hide the question above the field).
 */
export function ErrorSummaryEnhancer({ summaryId }: { summaryId: string }) {
  useEffect(() => {
    const summary = document.getElementById(summaryId);
    if (!summary) return undefined;
    summary.focus();
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
      const field = link ? document.getElementById(link.hash.slice(1)) : null;
      if (!field) return;
      event.preventDefault();
      const legend = field.closest("fieldset")?.querySelector("legend");
      const label = document.querySelector(`label[for="${CSS.escape(field.id)}"]`);
      (legend ?? label ?? field).scrollIntoView();
      field.focus({ preventScroll: true });
    };
    summary.addEventListener("click", onClick);
    return () => {
      summary.removeEventListener("click", onClick);
    };
  }, [summaryId]);
  return null;
}
