import { createViewLayout } from "@hub/site/routes/root-layout";

import { site } from "../site.ts";

const layout = createViewLayout(site);
export const generateStaticParams = layout.generateStaticParams;
export default layout.Layout;
