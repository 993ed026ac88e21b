import { UnmatchedPage } from "@hub/site/routes/not-found";

// An address no other route matches: not found, so the cache handler answers it like any page
// not found, with "Page not found: {path}" and a 404, and stores nothing.
export default UnmatchedPage;
export { renderedOnFirstRequest as generateStaticParams } from "@hub/site/view-query";
