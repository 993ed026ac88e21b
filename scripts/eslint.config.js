import { base } from "@hub/config/eslint";

export default [...base];
