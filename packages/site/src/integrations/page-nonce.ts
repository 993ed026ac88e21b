"use client";
// The CSP nonce of the response that delivered this page, for scripts added after hydration that
// the CSP checks by nonce (inline scripts and script preloads: 'strict-dynamic' only trusts
// scripts that our own scripts create). A cached page carries the nonce of the render it came
// from (cache/render-nonces.ts) on every `<script>` Next emitted, and the browser keeps it in the
// element's `nonce` property (it hides the attribute).
import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;
const fromDocument = () => document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
const onServer = () => null;

/** The page's nonce in the browser ("" when the page has none); null while rendering on the server. */
export function usePageNonce(): string | null {
  return useSyncExternalStore(subscribe, fromDocument, onServer);
}
