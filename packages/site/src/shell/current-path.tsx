"use client";
// "Page not found: {path}" with the visitor's address. The not-found page is one cached page for
// every unknown address, so only the browser knows which it was: without JavaScript the line is
// left out (the heading still says "Page not found"). The wording comes from the server to keep
// the message catalogue out of the browser's bundle.
import { useSyncExternalStore } from "react";

import { PATH_PLACEHOLDER } from "./headers.ts";

const subscribe = () => () => undefined;
const browserPath = () => window.location.pathname;
const serverPath = () => null;

/** A message with a `{path}` placeholder, given the visitor's path ("Page not found: /x"). */
export function CurrentPathMessage({ template }: { template: string }) {
  const path = useSyncExternalStore(subscribe, browserPath, serverPath);
  return path === null ? null : <>{template.replace(PATH_PLACEHOLDER, path)}</>;
}
