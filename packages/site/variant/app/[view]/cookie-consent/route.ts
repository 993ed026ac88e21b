export { handleConsentPost as POST } from "@hub/site/shell/consent";
