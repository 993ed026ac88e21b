// Browser error reporting: the Sentry SDK is downloaded only when the page names a DSN.
import { registerBrowser } from "@hub/site/sentry";

registerBrowser();
