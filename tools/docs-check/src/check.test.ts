import { describe, expect, it } from "vitest";

import { checkDocuments, exportTarget, type Repository } from "./check.ts";
import { isCheckedDocument } from "./documents.ts";
import { githubSlug, looksLikePath, parsePnpmCommand } from "./references.ts";

const repository: Repository = {
  files: [
    "README.md",
    "ARCHITECTURE.md",
    "package.json",
    "docs/decisions/0004-cached-pages.md",
    "packages/site/README.md",
    "packages/site/package.json",
    "packages/site/src/site.ts",
    "packages/site/src/proxy/proxy.ts",
    "packages/site/src/routes/service/index.ts",
    "packages/ui/package.json",
    "packages/ui/src/styles/themes/sutton.css",
    "apps/api/package.json",
    "apps/api/src/routes/images.ts",
    "apps/sutton/app/[view]/(search)/events/%5Ffiltered/page.tsx",
  ],
  packages: [
    { dir: "", name: "hub", scripts: ["test", "start"], exports: undefined },
    {
      dir: "packages/site",
      name: "@hub/site",
      scripts: ["test", "lint"],
      exports: {
        ".": "./src/site.ts",
        "./proxy": "./src/proxy/proxy.ts",
        "./routes/*": "./src/routes/*/index.ts",
        "./gone": "./src/gone.ts",
      },
    },
    { dir: "packages/ui", name: "@hub/ui", scripts: ["icons"], exports: { ".": "./src/i.ts" } },
    { dir: "apps/api", name: "@hub/api", scripts: ["seed", "start"], exports: undefined },
  ],
  ignorePatterns: ["node_modules", "dist", "bench/results.json", "# comment"],
};

type Case = {
  name: string;
  document: string;
  text: string;
  /** The messages expected, in order; empty when every reference holds. */
  findings: string[];
};

const cases: Case[] = [
  {
    name: "a link that resolves from the document's folder",
    document: "packages/site/README.md",
    text: "See [0004](../../docs/decisions/0004-cached-pages.md).",
    findings: [],
  },
  {
    name: "a link to a file that is gone",
    document: "README.md",
    text: "See [0003](docs/decisions/0003-custom-server.md).",
    findings: ["link target docs/decisions/0003-custom-server.md does not exist"],
  },
  {
    name: "a link outside the repository",
    document: "README.md",
    text: "[up](../elsewhere.md)",
    findings: ["link target ../elsewhere.md does not exist"],
  },
  {
    name: "links with a scheme are not checked",
    document: "README.md",
    text: "[Next](https://nextjs.org/docs) and [mail](mailto:x@example.com)",
    findings: [],
  },
  {
    name: "an anchor of the same document, with duplicate headings numbered",
    document: "README.md",
    text: "# Caching\n\n## Notes\n\n## Notes\n\n[a](#caching) [b](#notes-1) [c](#missing)",
    findings: ["link target #missing: no heading makes the anchor #missing"],
  },
  {
    name: "an anchor of another checked document",
    document: "README.md",
    text: "[how](ARCHITECTURE.md#the-picture) [nope](ARCHITECTURE.md#nothing-here)",
    findings: [
      "link target ARCHITECTURE.md#nothing-here: no heading makes the anchor #nothing-here",
    ],
  },
  {
    name: "a path from the repository root, a folder, and a gone file",
    document: "README.md",
    text: "`packages/site/src/site.ts`, `packages/site/` and `packages/site/src/server.ts`",
    findings: ["path packages/site/src/server.ts does not exist"],
  },
  {
    name: "a file named as a folder",
    document: "README.md",
    text: "`packages/site/src/site.ts/`",
    findings: ["folder packages/site/src/site.ts/ does not exist"],
  },
  {
    name: "a path from the document's folder",
    document: "packages/site/README.md",
    text: "`src/proxy/proxy.ts` and `src/routes/<name>/index.ts`",
    findings: [],
  },
  {
    name: "a path inside the document's package, and one outside it",
    document: "apps/api/README.md",
    text: "`routes/images.ts` and `routes/docs.ts`",
    findings: ["path routes/docs.ts does not exist"],
  },
  {
    name: "a placeholder matches one segment",
    document: "README.md",
    text: "`packages/ui/src/styles/themes/<variant>.css`, `apps/<variant>/app/[view]/` and `packages/<x>/src/nothing.ts`",
    findings: ["path packages/<x>/src/nothing.ts does not exist"],
  },
  {
    name: "a path in a root document may be anywhere in the repository",
    document: "README.md",
    text: "a twin route under `(search)/events/%5Ffiltered/`",
    findings: [],
  },
  {
    name: "build output and ignored files are named, not committed",
    document: "README.md",
    text: "`dist/`, `packages/site/dist/index.js` and `bench/results.json`",
    findings: [],
  },
  {
    name: "a slash between words is not a path unless its first folder exists",
    document: "README.md",
    text: "`text/html`, `and/or`, `docs/nothing`",
    findings: ["path docs/nothing does not exist"],
  },
  {
    name: "a decision by number, as a path and in prose",
    document: "ARCHITECTURE.md",
    text: "(`docs/decisions/0004`), decision 0004 and decisions 0009",
    findings: ["decision 0009 has no record in docs/decisions/"],
  },
  {
    name: "a decision path whose record is gone",
    document: "ARCHITECTURE.md",
    text: "(`docs/decisions/0003`)",
    findings: ["path docs/decisions/0003 does not exist"],
  },
  {
    name: "workspace package exports, patterns included",
    document: "README.md",
    text: "`@hub/site`, `@hub/site/proxy`, `@hub/site/routes/service`, `@hub/site/server`, `@hub/site/gone`, `@hub/nope`",
    findings: [
      "@hub/site exports no @hub/site/server",
      "@hub/site/gone points at packages/site/src/gone.ts, which does not exist",
      "package @hub/nope is not in the workspace",
    ],
  },
  {
    name: "struck-through text names what is gone",
    document: "README.md",
    text: "Deleted: ~~`@hub/site/server`~~ and ~~[the old record](docs/0003.md)~~.",
    findings: [],
  },
  {
    name: "pnpm scripts of the root, of the document's package, and filtered",
    document: "packages/ui/README.md",
    text: "`pnpm icons`, `pnpm start`, `pnpm size`, `pnpm --filter @hub/api seed -- --reset`, `pnpm --filter @hub/api reencrypt`, `pnpm -F @hub/nope x`",
    findings: [
      'pnpm size: no "size" script in @hub/ui package.json',
      'pnpm --filter @hub/api reencrypt: @hub/api has no "reencrypt" script',
      "pnpm --filter @hub/nope: no such package",
    ],
  },
  {
    name: "pnpm commands in a shell block, with variables, comments and chains",
    document: "README.md",
    text: "```sh\npnpm install\nBENCH_QUICK=1 pnpm start # run it\npnpm test && pnpm run deploy\npnpm exec prettier --check .\n```",
    findings: ['pnpm deploy: no "deploy" script in the root package.json'],
  },
  {
    name: "a superseded decision is history: only its links are checked",
    document: "docs/decisions/0003-custom-server.md",
    text: "# 0003\n\n- Status: superseded by [0007](0007-nope.md)\n\n`@hub/site/server` and `packages/site/src/server.ts`",
    findings: ["link target 0007-nope.md does not exist"],
  },
  {
    name: "a document naming another repository's files opts out of path checks",
    document: "docs/api-contract.md",
    text: "<!-- docs-check: no-paths -->\n\n`app/Http/Resources/*.php`, [gone](gone.md), `pnpm nope`",
    findings: [
      "link target gone.md does not exist",
      'pnpm nope: no "nope" script in the root package.json',
    ],
  },
];

describe("checkDocuments", () => {
  it.each(cases)("$name", ({ document, text, findings }) => {
    const architecture = { path: "ARCHITECTURE.md", text: "# Architecture\n\n## The picture\n" };
    const documents =
      document === architecture.path
        ? [{ path: document, text }]
        : [{ path: document, text }, architecture];
    const found = checkDocuments(documents, repository).filter(
      (finding) => finding.document === document,
    );
    expect(found.map((finding) => finding.message)).toEqual(findings);
  });

  it("gives the line of each finding", () => {
    const text = "# Title\n\nFine.\n\nSee `packages/gone/x.ts`\nand decision 0001\n";
    const found = checkDocuments([{ path: "README.md", text }], repository);
    expect(found.map(({ line }) => line)).toEqual([5, 6]);
  });
});

describe("looksLikePath", () => {
  it.each([
    ["packages/site/src/site.ts", true],
    ["apps/<variant>/app/[view]/", true],
    ["ARCHITECTURE.md", true],
    ["site.config.ts", false],
    [".ts", false],
    ["/events", false],
    ["https://example.com/a.ts", false],
    ["@hub/site", false],
    ["(content)/{about,…}/page.tsx", false],
    ["key=value/x", false],
    ["a/b", true],
  ])("%s → %s", (text, expected) => {
    expect(looksLikePath(text)).toBe(expected);
  });
});

describe("parsePnpmCommand", () => {
  it.each([
    [["start"], { script: "start", filter: undefined }],
    [["run", "build"], { script: "build", filter: undefined }],
    [["--filter", "@hub/api", "seed", "--", "--reset"], { script: "seed", filter: "@hub/api" }],
    [["--filter=@hub/ui", "icons"], { script: "icons", filter: "@hub/ui" }],
    [["-C", "apps/api", "-r", "test"], { script: "test", filter: undefined }],
    [["install", "--frozen-lockfile"], undefined],
    [["exec", "vitest"], undefined],
    [["add", "zod"], undefined],
    [["<script>"], undefined],
    [[], undefined],
  ])("pnpm %j", (args, expected) => {
    expect(parsePnpmCommand(args)).toEqual(expected);
  });
});

describe("githubSlug", () => {
  it.each([
    ["Growing past one machine", "growing-past-one-machine"],
    ["Earlier runs: a host half as fast", "earlier-runs-a-host-half-as-fast"],
    ["The `Site` object", "the-site-object"],
    ["Fault suite (e2e/tests/faults, in pnpm test)", "fault-suite-e2etestsfaults-in-pnpm-test"],
    ["Third parties, consent and error reporting", "third-parties-consent-and-error-reporting"],
  ])("%s → #%s", (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug);
  });
});

describe("exportTarget", () => {
  it.each([
    [{ ".": "./src/index.ts" }, ".", "./src/index.ts"],
    [{ "./*": "./src/components/*/index.ts" }, "./header", "./src/components/header/index.ts"],
    [{ "./x": { types: "./x.d.ts", default: "./x.js" } }, "./x", "./x.js"],
    [{ "./x": "./x.ts" }, "./y", undefined],
    ["./src/index.ts", ".", undefined],
  ])("%j %s → %s", (exports, subpath, target) => {
    expect(exportTarget(exports, subpath)).toBe(target);
  });
});

describe("isCheckedDocument", () => {
  it.each([
    ["README.md", true],
    ["packages/ui/README.md", true],
    ["ARCHITECTURE.md", true],
    ["CONTRIBUTING.md", true],
    ["UPGRADING.md", true],
    ["docs/decisions/0007-serving-on-nexts-terms.md", true],
    ["packages/ui/CHANGELOG.md", false],
    [".changeset/cached-views.md", false],
    ["docs/openapi.json", false],
  ])("%s → %s", (path, expected) => {
    expect(isCheckedDocument(path)).toBe(expected);
  });
});
