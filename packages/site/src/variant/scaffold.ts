// `pnpm new-variant`: a new council's folder, holding only what differs between councils (its
// configuration, theme and brand files, from the template's starter) and the package files every
// workspace package has. The route layer is not copied: `hub-variant sync` writes it at the
// variant's first build, type-check or `pnpm dev` (docs/decisions/0026).
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { TEMPLATE_DIR } from "./layer.ts";

/** The starter part of the template: copied once, then the council's own. */
export const STARTER = ["site.config.ts", "theme.css", "public", "next.config.ts"] as const;

/** The files whose wording names the council, where the example's name is replaced. */
const NAMED = new Set(["site.config.ts", "public/brand/logo.svg"]);

export type VariantOptions = {
  /** The variant's id: lower-case letters, digits and dashes ("kingston"). */
  name: string;
  /** The site's name ("Kingston Information Hub"). */
  appName: string;
  /** The port of `next start` and `next dev`. */
  port: number;
  /** The folder to create (e.g. `apps/kingston`); it must not exist or be empty. */
  dir: string;
};

const NAME = /^[a-z][a-z0-9-]*$/;

/** "kingston-upon-thames" → "Kingston Upon Thames": the borough's name until someone edits it. */
export function boroughNameOf(name: string): string {
  return name
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** The example's wording with the new council's names in. */
export function nameCouncil(text: string, { name, appName }: VariantOptions): string {
  return text
    .replaceAll("Example Information Hub", appName)
    .replaceAll('variant: "example"', `variant: "${name}"`)
    .replaceAll("example-information-hub.example.org", `${name}.example.org`)
    .replaceAll("Example", boroughNameOf(name));
}

/**
 * What a variant's package depends on: the same for every council (a test holds these to the
 * variants in `apps/`).
 */
export const VARIANT_DEPENDENCIES: Readonly<Record<string, string>> = {
  "@hub/config": "workspace:*",
  "@hub/site": "workspace:*",
  "@hub/ui": "workspace:*",
  "@sentry/nextjs": "11.0.0",
  next: "16.4.6",
  react: "19.3.1",
  "react-dom": "19.3.1",
};
export const VARIANT_DEV_DEPENDENCIES: Readonly<Record<string, string>> = {
  "@tailwindcss/postcss": "4.3.5",
  "@types/node": "24.19.2",
  "@types/react": "19.3.0",
  "@types/react-dom": "19.3.0",
  eslint: "9.39.5",
  typescript: "6.0.3",
};

/** The variant's `package.json`. */
export function packageJson({ name, appName, port }: VariantOptions): string {
  const manifest = {
    name: `@hub/${name}`,
    version: "0.1.0",
    private: true,
    description: `${appName}: the hub website.`,
    license: "MIT",
    type: "module",
    scripts: {
      build: "hub-variant sync && next build",
      start: `PORT=\${PORT:-${port}} next start`,
      dev: `hub-variant dev -p ${port}`,
      lint: "eslint . --max-warnings 0",
      typecheck: "hub-variant sync && next typegen && tsc --noEmit",
    },
    dependencies: VARIANT_DEPENDENCIES,
    devDependencies: VARIANT_DEV_DEPENDENCIES,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** As the workspace's Prettier writes it, so a new variant's files pass `prettier --check`. */
const TSCONFIG = `{
  "extends": "@hub/config/tsconfig/nextjs.json",
  "compilerOptions": {
    "noEmit": true
  },
  "include": ["next-env.d.ts", "**/*.ts", "**/*.tsx", ".next/types/**/*.ts"],
  "exclude": ["node_modules", ".next"]
}
`;

const ESLINT_CONFIG = `import { base, next, react } from "@hub/config/eslint";
import { generatedIgnores } from "@hub/site/variant";

// The route layer \`hub-variant sync\` writes is linted once, in packages/site/variant.
export default [generatedIgnores, ...base, ...react, ...next];
`;

/** Creates the variant's folder; returns the files written, relative to it. */
export async function scaffoldVariant(options: VariantOptions): Promise<string[]> {
  if (!NAME.test(options.name)) {
    throw new Error(`"${options.name}" is not a variant name: lower-case letters, digits, dashes`);
  }
  if (existsSync(options.dir) && (await readdir(options.dir)).length > 0) {
    throw new Error(`${options.dir} already exists and is not empty`);
  }

  await mkdir(options.dir, { recursive: true });
  for (const entry of STARTER) {
    await cp(path.join(TEMPLATE_DIR, entry), path.join(options.dir, entry), { recursive: true });
  }
  for (const file of NAMED) {
    const target = path.join(options.dir, file);
    await writeFile(target, nameCouncil(await readFile(target, "utf8"), options));
  }
  await writeFile(path.join(options.dir, "package.json"), packageJson(options));
  await writeFile(path.join(options.dir, "tsconfig.json"), TSCONFIG);
  await writeFile(path.join(options.dir, "eslint.config.js"), ESLINT_CONFIG);
  return (await readdir(options.dir, { recursive: true, withFileTypes: true }))
    .filter((dirent) => dirent.isFile())
    .map((dirent) =>
      path
        .relative(options.dir, path.join(dirent.parentPath, dirent.name))
        .split(path.sep)
        .join("/"),
    )
    .sort();
}
