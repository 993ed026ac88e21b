// Serves the icon sprite at the address `Icon` points at, as the site does: from memory on the
// dev server (Vitest's browser runs take this config too), as a file in the static build.
import type { Plugin } from "vite";

import { ICON_SPRITE_URL, iconSpriteSvg } from "../src/components/icon/icon-sprite.ts";

export function iconSprite(): Plugin {
  return {
    name: "hub:icon-sprite",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split("?")[0] !== ICON_SPRITE_URL) {
          next();
          return;
        }
        response.setHeader("content-type", "image/svg+xml");
        response.end(iconSpriteSvg);
      });
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: ICON_SPRITE_URL.slice(1), source: iconSpriteSvg });
    },
  };
}
