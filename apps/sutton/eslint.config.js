import { base, next, react } from "@hub/config/eslint";

export default [...base, ...react, ...next];
