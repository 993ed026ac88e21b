export { GET } from "@hub/site/shell/favicon";
