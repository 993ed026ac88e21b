export * from "./categories.ts";
export * from "./excerpt.ts";
export * from "./locale.ts";
export * from "./messages/index.ts";
export * from "./redirects.ts";
export * from "./reload-guard.ts";
export * from "./seo.ts";
export * from "./urls.ts";
