/** Ids of a field's hint and error message, and the `aria-describedby` that joins them. */
export function fieldIds(
  id: string,
  { hint, error, extra }: { hint?: unknown; error?: unknown; extra?: string | undefined },
) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, extra].filter(Boolean).join(" ") || undefined;
  return { hintId, errorId, describedBy };
}

/** Form group: a thick error-coloured bar on the left when the group has an error. */
export function groupClass(error: unknown): string {
  return error ? "flex flex-col gap-2 border-l-4 border-error pl-4" : "flex flex-col gap-2";
}

export const inputBorderClass =
  "border-[length:var(--border-width-input)] border-input-border bg-surface text-text";

export const errorBorderClass = "border-error border-4";
