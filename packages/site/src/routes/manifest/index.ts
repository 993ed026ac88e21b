export { createManifest } from "./manifest-route.ts";
