import type { ReactNode } from "react";

export type HintProps = {
  /** Referenced by the field's `aria-describedby`. */
  id: string;
  children: ReactNode;
};

/** Help text for a field or group, linked from it with `aria-describedby`. */
export function Hint({ id, children }: HintProps) {
  return (
    <div id={id} className="text-text-muted">
      {children}
    </div>
  );
}
