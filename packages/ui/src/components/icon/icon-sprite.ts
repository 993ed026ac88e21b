// The sprite as a file of its own, served by the site at ICON_SPRITE_URL and referenced by every
// `Icon`: one download the browser keeps, instead of the same symbols inlined in each page's HTML
// and again in its RSC payload. No React here: the site's route handler and Storybook's Vite
// plugin import it; client components never do.
import { spriteDocument } from "./sprite-document.ts";
import symbols from "./sprite.generated.json" with { type: "json" };

export { ICON_SPRITE_URL } from "./sprite-url.generated.ts";

/** The sprite's text, as served at ICON_SPRITE_URL. */
export const iconSpriteSvg: string = spriteDocument(symbols);
