"use client";

export { GlobalErrorPage as default } from "@hub/site/routes/global-error";
