import { createRevalidateRoute } from "@hub/site/routes/revalidate";

export const POST = createRevalidateRoute().POST;
