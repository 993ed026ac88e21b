"use client";

import { useId, useState } from "react";

import { useHydrated } from "../../lib/use-hydrated.ts";
import { Icon } from "../icon/index.ts";

/** Wording, passed in by the server so the message catalogue stays out of client JavaScript. */
export type ShareActionsLabels = {
  copyLink: string;
  print: string;
  linkCopied: string;
  copyFailed: string;
  linkLabel: string;
};

export type ShareActionsProps = {
  url: string;
  buttonClassName: string;
  labels: ShareActionsLabels;
};

/**
 * "Copy link" and "Print" buttons once JavaScript runs; before that (or if copying fails) the
 * address sits in a read-only box to copy by hand. The outcome is announced in a live region.
 */
export function ShareActions({ url, buttonClassName, labels }: ShareActionsProps) {
  const hydrated = useHydrated();
  const fieldId = useId();
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  const field = (
    <div className="flex w-full flex-col gap-1">
      <label htmlFor={fieldId} className="font-bold">
        {labels.linkLabel}
      </label>
      <input
        id={fieldId}
        type="text"
        readOnly
        value={url}
        className="w-full max-w-md rounded-sm border-2 border-input-border bg-surface px-2 py-1"
      />
    </div>
  );

  if (!hydrated) return <li className="w-full">{field}</li>;

  return (
    <>
      <li>
        <button type="button" className={buttonClassName} onClick={() => void copy()}>
          <Icon name="copy" />
          {labels.copyLink}
        </button>
      </li>
      <li>
        <button
          type="button"
          className={buttonClassName}
          onClick={() => {
            window.print();
          }}
        >
          <Icon name="printer" />
          {labels.print}
        </button>
      </li>
      <li className="w-full">
        <p role="status" className="flex items-center gap-2">
          {status === "copied" ? (
            <>
              <Icon name="circle-check" />
              {labels.linkCopied}
            </>
          ) : null}
          {status === "failed" ? labels.copyFailed : null}
        </p>
        {status === "failed" ? field : null}
      </li>
    </>
  );
}
