export { default } from "@hub/config/prettier";
