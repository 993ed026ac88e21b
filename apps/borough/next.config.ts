// Next's configuration, the same for every council (@hub/site/next-config).
import { createNextConfig } from "@hub/site/next-config";

export default createNextConfig(import.meta.dirname);
