import { base, react } from "@hub/config/eslint";

export default [...base, ...react];
