// Client-only: the app's `error.tsx` imports this folder alone, so no server code reaches the browser.
export { ErrorBoundaryPage, ErrorFallbackProvider } from "./error-boundary.tsx";
