import { base } from "./eslint/index.js";

export default base;
