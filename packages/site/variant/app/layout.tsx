import "./globals.css";

import { createRootLayout } from "@hub/site/routes/root-layout";

import { site } from "./site.ts";

const root = createRootLayout(site);
export const metadata = root.metadata;
export const viewport = root.viewport;
export default root.Layout;
