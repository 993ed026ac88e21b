// Whether what the documents name exists in the repository. Pure: the documents and a snapshot of
// the repository (its files, packages and ignore patterns) in, findings out.
import { posix } from "node:path";

import { extractReferences, hasFileExtension, type Reference } from "./references.ts";

export type MarkdownDocument = {
  /** Repository-relative, with `/`. */
  path: string;
  text: string;
};

export type WorkspacePackage = {
  /** Repository-relative folder; `""` for the root package. */
  dir: string;
  name: string;
  scripts: readonly string[];
  /** The package.json `exports` field as written (the workspace's source exports). */
  exports: unknown;
};

export type Repository = {
  /** Every file that is not ignored, repository-relative, with `/`. */
  files: readonly string[];
  packages: readonly WorkspacePackage[];
  /** The root `.gitignore` patterns: a path under one is build output, named but not committed. */
  ignorePatterns: readonly string[];
};

export type Finding = { document: string; line: number; message: string };

const DECISIONS_DIR = "docs/decisions";

export function checkDocuments(
  documents: readonly MarkdownDocument[],
  repository: Repository,
): Finding[] {
  const tree = new RepositoryTree(repository);
  const anchorsByDocument = new Map<string, Set<string>>();
  const referencesByDocument = new Map<string, Reference[]>();
  for (const document of documents) {
    const { references, anchors } = extractReferences(document.text);
    anchorsByDocument.set(document.path, anchors);
    referencesByDocument.set(document.path, references);
  }

  return documents.flatMap((document) => {
    const historical = isSupersededDecision(document);
    const references = referencesByDocument.get(document.path) ?? [];
    return references
      .filter((reference) => !historical || reference.kind === "link")
      .flatMap((reference) => {
        const problem = checkReference(reference, document.path, tree, anchorsByDocument);
        return problem === undefined
          ? []
          : [{ document: document.path, line: reference.line, message: problem }];
      });
  });
}

/** A superseded decision record is history: the files and scripts it names may be gone. */
export function isSupersededDecision(document: MarkdownDocument): boolean {
  return (
    document.path.startsWith(`${DECISIONS_DIR}/`) && /^- Status: superseded\b/im.test(document.text)
  );
}

function checkReference(
  reference: Reference,
  documentPath: string,
  tree: RepositoryTree,
  anchorsByDocument: ReadonlyMap<string, Set<string>>,
): string | undefined {
  const documentDir = posix.dirname(documentPath) === "." ? "" : posix.dirname(documentPath);
  switch (reference.kind) {
    case "link":
      return checkLink(reference.target, documentPath, documentDir, tree, anchorsByDocument);
    case "path":
      return checkPath(reference.path, documentDir, tree);
    case "specifier":
      return checkSpecifier(reference.specifier, tree);
    case "script":
      return checkScript(reference.script, reference.filter, documentDir, tree);
    case "decision":
      return tree.hasEntryMatching(new RegExp(`^${DECISIONS_DIR}/${reference.number}-[^/]+\\.md$`))
        ? undefined
        : `decision ${reference.number} has no record in ${DECISIONS_DIR}/`;
  }
}

function checkLink(
  target: string,
  documentPath: string,
  documentDir: string,
  tree: RepositoryTree,
  anchorsByDocument: ReadonlyMap<string, Set<string>>,
): string | undefined {
  const [rawPath = "", anchor] = target.split("#", 2);
  const linkedPath =
    rawPath === ""
      ? documentPath
      : rawPath.startsWith("/")
        ? posix.normalize(decodeURIComponent(rawPath).slice(1))
        : posix.join(documentDir, decodeURIComponent(rawPath));
  if (linkedPath.startsWith("..") || !tree.exists(stripSlash(linkedPath))) {
    return `link target ${target} does not exist`;
  }
  const anchors = anchorsByDocument.get(stripSlash(linkedPath));
  if (anchor !== undefined && anchor !== "" && anchors !== undefined && !anchors.has(anchor)) {
    return `link target ${target}: no heading makes the anchor #${anchor}`;
  }
  return undefined;
}

function checkPath(path: string, documentDir: string, tree: RepositoryTree): string | undefined {
  const relativeToDocument = path.startsWith("./") || path.startsWith("../");
  const bases = relativeToDocument ? [documentDir] : [documentDir, ""];
  const wantsFolder = path.endsWith("/");
  const wildcard = /[<*]/.test(path);
  const bare = stripSlash(path);
  // `a/b` without an extension names a path only when `a` is a real folder (not `text/html`).
  if (!wantsFolder && !wildcard && !hasFileExtension(bare)) {
    const first = bare.split("/")[0] ?? "";
    if (!bases.some((base) => tree.isFolder(posix.join(base, first)))) return undefined;
  }
  const pattern = pathPattern(lastSegmentIsDecisionNumber(bare) ? `${bare}-*.md` : bare);
  const fits = (entry: string): boolean => !wantsFolder || tree.isFolder(entry);

  for (const base of bases) {
    const joined = posix.join(base, bare);
    if (joined.startsWith("..")) continue;
    if (!wildcard && !lastSegmentIsDecisionNumber(bare) && tree.exists(joined) && fits(joined)) {
      return undefined;
    }
    const prefix = base === "" ? "" : `${escapeRegExp(base)}/`;
    if (tree.hasEntryMatching(new RegExp(`^${prefix}${pattern}$`), fits)) return undefined;
  }
  // Not from the document's folder or the root: a path inside the document's package (or, for a
  // root document, anywhere), as in "`routes/images.ts`" in apps/api's README.
  const scope = relativeToDocument ? undefined : tree.packageOf(documentDir).dir;
  if (scope !== undefined) {
    const prefix = scope === "" ? "" : `${escapeRegExp(scope)}/`;
    if (tree.hasEntryMatching(new RegExp(`^${prefix}(?:.+/)?${pattern}$`), fits)) {
      return undefined;
    }
  }
  if (bases.some((base) => tree.isIgnored(posix.join(base, bare)))) return undefined;
  return `${wantsFolder ? "folder" : "path"} ${path} does not exist`;
}

function checkSpecifier(specifier: string, tree: RepositoryTree): string | undefined {
  const [, name = "", subpath] = /^(@hub\/[^/]+)(?:\/(.+))?$/.exec(specifier) ?? [];
  const workspacePackage = tree.packageNamed(name);
  if (workspacePackage === undefined) return `package ${name} is not in the workspace`;
  if (subpath === undefined) return undefined;
  const target = exportTarget(workspacePackage.exports, `./${subpath}`);
  if (target === undefined) return `${name} exports no ${specifier}`;
  if (target.includes("*")) return undefined;
  const file = posix.join(workspacePackage.dir, target);
  return tree.exists(file) ? undefined : `${specifier} points at ${file}, which does not exist`;
}

/** The file an `exports` map gives a subpath, with `*` patterns filled in. */
export function exportTarget(exports: unknown, subpath: string): string | undefined {
  if (typeof exports !== "object" || exports === null) return undefined;
  const entries = Object.entries(exports as Record<string, unknown>);
  for (const [key, value] of entries) {
    if (key === subpath) return firstTarget(value);
  }
  for (const [key, value] of entries) {
    const star = key.indexOf("*");
    if (star === -1) continue;
    const before = key.slice(0, star);
    const after = key.slice(star + 1);
    if (subpath.startsWith(before) && subpath.endsWith(after) && subpath.length >= key.length - 1) {
      const matched = subpath.slice(before.length, subpath.length - after.length);
      return firstTarget(value)?.replaceAll("*", matched);
    }
  }
  return undefined;
}

function firstTarget(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value !== "object" || value === null) return undefined;
  const conditions = value as Record<string, unknown>;
  return firstTarget(conditions.default ?? conditions.import ?? Object.values(conditions)[0]);
}

function checkScript(
  script: string,
  filter: string | undefined,
  documentDir: string,
  tree: RepositoryTree,
): string | undefined {
  if (filter !== undefined) {
    if (!filter.startsWith("@")) return undefined;
    const filtered = tree.packageNamed(filter);
    if (filtered === undefined) return `pnpm --filter ${filter}: no such package`;
    return filtered.scripts.includes(script)
      ? undefined
      : `pnpm --filter ${filter} ${script}: ${filter} has no "${script}" script`;
  }
  const own = tree.packageOf(documentDir);
  const root = tree.packageOf("");
  if (own.scripts.includes(script) || root.scripts.includes(script)) return undefined;
  return `pnpm ${script}: no "${script}" script in ${own.dir === "" ? "the root" : own.name} package.json`;
}

/** A path with `<placeholder>` and `*` as one segment (or part of one), `**` as any depth. */
function pathPattern(path: string): string {
  return path
    .split(/(<[^>]*>|\*\*|\*)/)
    .map((part) => {
      if (part === "**") return ".*";
      if (part === "*" || part.startsWith("<")) return "[^/]+";
      return escapeRegExp(part);
    })
    .join("");
}

function lastSegmentIsDecisionNumber(path: string): boolean {
  return /(^|\/)\d{4}$/.test(path) && path.includes("decisions");
}

function stripSlash(path: string): string {
  return path.endsWith("/") ? path.slice(0, -1) : path;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

class RepositoryTree {
  readonly #files: Set<string>;
  readonly #folders = new Set<string>([""]);
  readonly #entries: string[];
  readonly #packages: readonly WorkspacePackage[];
  readonly #ignorePatterns: RegExp[];

  constructor(repository: Repository) {
    this.#files = new Set(repository.files);
    for (const file of repository.files) {
      const segments = file.split("/");
      for (let depth = 1; depth < segments.length; depth += 1) {
        this.#folders.add(segments.slice(0, depth).join("/"));
      }
    }
    this.#entries = [...this.#files, ...this.#folders];
    this.#packages = [...repository.packages].sort((a, b) => b.dir.length - a.dir.length);
    this.#ignorePatterns = repository.ignorePatterns
      .map((pattern) => pattern.trim())
      .filter((pattern) => pattern !== "" && !pattern.startsWith("#") && !pattern.startsWith("!"))
      .map(ignorePatternRegExp);
  }

  exists(path: string): boolean {
    return this.#files.has(path) || this.#folders.has(path);
  }

  isFolder(path: string): boolean {
    return this.#folders.has(path);
  }

  hasEntryMatching(pattern: RegExp, fits: (entry: string) => boolean = () => true): boolean {
    return this.#entries.some((entry) => pattern.test(entry) && fits(entry));
  }

  isIgnored(path: string): boolean {
    return this.#ignorePatterns.some((pattern) => pattern.test(path));
  }

  /** The package whose folder holds `dir` most closely (the root package at worst). */
  packageOf(dir: string): WorkspacePackage {
    const found = this.#packages.find(
      (candidate) =>
        candidate.dir === "" || dir === candidate.dir || dir.startsWith(`${candidate.dir}/`),
    );
    return found ?? { dir: "", name: "", scripts: [], exports: undefined };
  }

  packageNamed(name: string): WorkspacePackage | undefined {
    return this.#packages.find((candidate) => candidate.name === name);
  }
}

/** A `.gitignore` line as a test of a repository path (or anything under it). */
function ignorePatternRegExp(pattern: string): RegExp {
  const anchored = pattern.replace(/\/$/, "").includes("/");
  const body = pathPattern(pattern.replace(/^\//, "").replace(/\/$/, ""));
  return new RegExp(`${anchored ? "^" : "(?:^|/)"}${body}(?:/|$)`);
}
