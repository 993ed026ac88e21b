import type { ReactNode } from "react";

export type ConfirmationPanelProps = {
  title: string;
  /** e.g. a reference number. */
  children?: ReactNode;
  headingLevel?: 1 | 2;
};

/** GOV.UK confirmation panel: the end of a completed transaction (referral, feedback…). */
export function ConfirmationPanel({ title, children, headingLevel = 1 }: ConfirmationPanelProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="mb-8 flex flex-col gap-4 rounded-md bg-success p-6 text-center text-on-success md:p-8">
      <Heading className="text-2xl font-bold md:text-3xl">{title}</Heading>
      {children ? <div className="text-lg">{children}</div> : null}
    </div>
  );
}
