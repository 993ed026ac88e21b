// The offline worker's script, written for the running build (docs/decisions/0076): the worker
// function and the rules as their own source text, called with settings drawn from each fact's
// home in the site. The build's id is in the script, so every build is a new worker the browser
// installs; neither function uses anything but its arguments and the worker's globals, which the
// tests check by running the rules again from this text.
import { paths } from "@hub/core/urls";
import { ICON_SPRITE_URL } from "@hub/ui/icon";

import { FAVOURITE_IDS_PER_REQUEST, FAVOURITE_ITEMS_PATH } from "../favourites/limits.ts";
import { BRAND_PATH } from "../shell/headers.ts";
import { OFFLINE_KEEP_MESSAGE } from "./register.ts";
import { offlineRules } from "./rules.ts";
import { offlineWorker } from "./worker.ts";
import type { WorkerSettings } from "./worker.ts";

/** Where Next serves its build files, each named by its content. */
const NEXT_STATIC_PATH = "/_next/static/";
/** How long a copy is kept before the worker fetches it again, when online. */
export const OFFLINE_COPY_MAX_AGE_MS = 12 * 60 * 60 * 1000;

export function offlineWorkerSettings(buildId: string): WorkerSettings {
  return {
    buildId,
    paths: {
      savedPagePrefixes: [paths.service(""), paths.event("")],
      fixedPages: [paths.favourites(), paths.offline()],
      items: FAVOURITE_ITEMS_PATH,
      assetPrefixes: [NEXT_STATIC_PATH, `${BRAND_PATH}/`],
      iconSprite: ICON_SPRITE_URL,
    },
    favouritesPath: paths.favourites(),
    offlinePath: paths.offline(),
    idsPerRequest: FAVOURITE_IDS_PER_REQUEST,
    maxAgeMs: OFFLINE_COPY_MAX_AGE_MS,
    keepMessage: OFFLINE_KEEP_MESSAGE,
  };
}

/**
 * The rules object as source: each method's own text, named (a compiler may have written a
 * method as `function (…) {…}`, which an object literal needs a name in front of).
 */
export function rulesSource(): string {
  const methods = Object.entries(offlineRules).map(([name, method]) => {
    const source = method.toString();
    return source.startsWith(`${name}(`) ? source : `${name}: ${source}`;
  });
  return `{\n${methods.join(",\n")}\n}`;
}

/** The worker's whole script for a build. */
export function offlineWorkerScript(buildId: string): string {
  const settings = JSON.stringify(offlineWorkerSettings(buildId));
  return `"use strict";\n(${offlineWorker.toString()})(self, ${rulesSource()}, ${settings});\n`;
}
