// `pnpm new-variant <name> "<App name>" [port]`: scaffolds `apps/<name>` from `apps/sutton` (route
// files, proxy, brand assets, config) and a theme `packages/ui/src/styles/themes/<name>.css`,
// so another council starts from a working site. Then: `pnpm install`, edit `site.config.ts`,
// the theme and `public/brand/`, and add the theme to the ui contrast test.
import { cp, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";

const [name, appName, portArg] = process.argv.slice(2);
if (!name || !/^[a-z][a-z0-9-]*$/.test(name) || !appName) {
  console.error('Usage: pnpm new-variant <name> "<App name>" [port]   (name: lower-case, dashes)');
  process.exit(1);
}
const port = Number(portArg ?? 3002);
const root = path.resolve(import.meta.dirname, "..");
const template = path.join(root, "apps", "sutton");
const target = path.join(root, "apps", name);
const themes = path.join(root, "packages", "ui", "src", "styles", "themes");
if (existsSync(target)) {
  console.error(`apps/${name} already exists.`);
  process.exit(1);
}

const skipped = new Set([
  ".next",
  "node_modules",
  ".turbo",
  "next-env.d.ts",
  "tsconfig.tsbuildinfo",
]);
await cp(template, target, {
  recursive: true,
  filter: (source) => !skipped.has(path.basename(source)),
});

async function edit(file: string, change: (text: string) => string) {
  const full = path.join(target, file);
  await writeFile(full, change(await readFile(full, "utf8")));
}

const host = `${name}-hub.example.org`;
await edit("package.json", (text) =>
  text
    .replace('"@hub/sutton"', `"@hub/${name}"`)
    .replace(/"description": "[^"]*"/, `"description": "${appName}: the hub website."`)
    .replaceAll("-p 3000", `-p ${port}`),
);
await edit("server.ts", (text) => text.replace("DEFAULT_PORT = 3000", `DEFAULT_PORT = ${port}`));
await edit("src/site.ts", (text) =>
  text.replace("Sutton Information Hub", appName).replace("/sutton/core/v1", `/${name}/core/v1`),
);
await edit("app/globals.css", (text) => text.replace("themes/sutton.css", `themes/${name}.css`));
await edit("site.config.ts", (text) =>
  text
    .replaceAll("Sutton Information Hub", appName)
    .replace('variant: "sutton"', `variant: "${name}"`)
    .replaceAll("sutton-information-hub.example.org", host)
    .replaceAll("Sutton", name.charAt(0).toUpperCase() + name.slice(1)),
);
const theme = path.join(themes, `${name}.css`);
if (!existsSync(theme)) {
  const sutton = await readFile(path.join(themes, "sutton.css"), "utf8");
  await writeFile(theme, sutton.replaceAll('[data-theme="sutton"]', `[data-theme="${name}"]`));
}

console.warn(
  [
    `Created apps/${name} (@hub/${name}, port ${port}) and themes/${name}.css.`,
    "Next: pnpm install; edit site.config.ts (menus, map centre, SEO descriptions, theme flags),",
    `public/brand/{logo,favicon}.svg and themes/${name}.css; add "${name}" to the ui contrast test;`,
    `then pnpm --filter @hub/${name} build && APP_API_URL=… pnpm --filter @hub/${name} start.`,
  ].join("\n"),
);
