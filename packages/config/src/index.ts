export * from "./site-config.ts";
export * from "./env.ts";
