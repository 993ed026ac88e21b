"use client";
// The not-found page is one static page for every unknown address, so the server cannot write
// the address into it. The browser fills it in; the site server (`@hub/site/server`) fills the
// `{path}` placeholder in for visitors without JavaScript. The wording comes from the server to
// keep the message catalogue out of the browser's bundle.
import { useSyncExternalStore } from "react";

import { PATH_PLACEHOLDER } from "./headers.ts";

const subscribe = () => () => undefined;
const browserPath = () => window.location.pathname;
const serverPath = () => null;

/** A message with a `{path}` placeholder, given the visitor's path ("Page not found: /x"). */
export function CurrentPathMessage({ template }: { template: string }) {
  const path = useSyncExternalStore(subscribe, browserPath, serverPath);
  return <>{path === null ? template : template.replace(PATH_PLACEHOLDER, path)}</>;
}
