export { GET } from "@hub/site/shell/icon-sprite";
