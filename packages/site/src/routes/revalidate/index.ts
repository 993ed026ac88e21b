export { createRevalidateRoute } from "./revalidate-route.ts";
export type { RevalidateOptions } from "./revalidate-route.ts";
