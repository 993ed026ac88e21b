"use client";

export { ErrorBoundaryPage as default } from "@hub/site/routes/error-boundary";
