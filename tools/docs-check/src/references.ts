// What a markdown document names: relative links, paths in inline code, `@hub/*` imports, pnpm
// scripts, decision records, and the anchors its own headings give. Pure: text in, lists out.
import type { Nodes, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { toString } from "mdast-util-to-string";
import { gfm } from "micromark-extension-gfm";

export type Reference =
  /** A link or image target without a scheme: a path, a `#anchor`, or both. */
  | { kind: "link"; target: string; line: number }
  /** Inline code that looks like a repository path (may hold `<placeholder>` or `*`). */
  | { kind: "path"; path: string; line: number }
  /** Inline code naming a workspace package or one of its subpath exports. */
  | { kind: "specifier"; specifier: string; line: number }
  /** `pnpm <script>` or `pnpm --filter <package> <script>`, in inline code or a shell block. */
  | { kind: "script"; script: string; filter: string | undefined; line: number }
  /** "decision 0004" or `docs/decisions/0004` in prose or code. */
  | { kind: "decision"; number: string; line: number };

export type DocumentReferences = {
  references: Reference[];
  /** The anchors of the document's headings, as GitHub makes them. */
  anchors: Set<string>;
};

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const FILE_EXTENSIONS = new Set([
  "ts",
  "tsx",
  "js",
  "mjs",
  "cjs",
  "json",
  "md",
  "css",
  "yaml",
  "yml",
  "sql",
  "html",
  "svg",
  "template",
  "conf",
  "sh",
]);
// pnpm's own commands: `pnpm install` names no script. `run` and `exec` are handled apart.
const PNPM_COMMANDS = new Set([
  "add",
  "audit",
  "config",
  "dedupe",
  "deploy",
  "dlx",
  "env",
  "fetch",
  "i",
  "import",
  "init",
  "install",
  "licenses",
  "link",
  "list",
  "ls",
  "outdated",
  "pack",
  "patch",
  "prune",
  "publish",
  "rebuild",
  "remove",
  "setup",
  "store",
  "unlink",
  "up",
  "update",
  "why",
]);
const SHELL_LANGUAGES = new Set(["", "sh", "bash", "shell", "console", "zsh"]);
const DECISION_MENTION = /\b(?:decisions?|docs\/decisions\/)\s*(\d{4})(?!\d)/gi;

export function extractReferences(markdown: string): DocumentReferences {
  const tree: Root = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  const references: Reference[] = [];
  const anchors = new Set<string>();
  const slugCounts = new Map<string, number>();
  // `<!-- docs-check: no-paths -->`: the files the document names are in another repository
  // (the upstream API's, in the contract's research notes).
  const checkPaths = !tree.children.some(
    (node) => node.type === "html" && /^<!--\s*docs-check:\s*no-paths\b/.test(node.value),
  );

  const visit = (node: Nodes): void => {
    const line = node.position?.start.line ?? 0;
    switch (node.type) {
      case "heading": {
        const slug = githubSlug(toString(node));
        const seen = slugCounts.get(slug) ?? 0;
        slugCounts.set(slug, seen + 1);
        anchors.add(seen === 0 ? slug : `${slug}-${String(seen)}`);
        break;
      }
      case "link":
      case "image":
      case "definition":
        if (!SCHEME.test(node.url) && node.url !== "") {
          references.push({ kind: "link", target: node.url, line });
        }
        break;
      case "inlineCode":
        references.push(...inlineCodeReferences(node.value, line));
        break;
      case "code":
        if (SHELL_LANGUAGES.has(node.lang ?? "")) {
          node.value.split("\n").forEach((text, index) => {
            references.push(...scriptReferences(text.replace(/\s#.*$/, ""), line + 1 + index));
          });
        }
        references.push(...decisionReferences(node.value, line));
        break;
      case "text":
        references.push(...decisionReferences(node.value, line));
        break;
      case "delete":
        // Struck through: the text says the thing is gone (~~`@hub/site/server`~~).
        return;
      default:
        break;
    }
    if ("children" in node) {
      for (const child of node.children) visit(child);
    }
  };
  visit(tree);
  return {
    references: checkPaths
      ? references
      : references.filter((reference) => reference.kind !== "path"),
    anchors,
  };
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces as hyphens. */
export function githubSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

function inlineCodeReferences(code: string, line: number): Reference[] {
  const text = code.trim();
  const scripts = scriptReferences(text, line);
  if (scripts.length > 0) return scripts;
  const decisions = decisionReferences(text, line);
  if (/\s/.test(text)) return decisions;
  if (/^@hub\/[a-z0-9-]+(\/[\w./*-]+)?$/.test(text)) {
    return [{ kind: "specifier", specifier: text, line }];
  }
  if (looksLikePath(text)) return [{ kind: "path", path: text, line }];
  return decisions;
}

/**
 * Whether inline code names a file or folder: a relative path with a known file extension or
 * a trailing slash, or any `a/b` (checked only when its first folder exists). URLs, site routes
 * (`/events`), globs in braces and elided paths (`…`) are not files.
 */
export function looksLikePath(text: string): boolean {
  if (text === "" || SCHEME.test(text) || /^[/~$@-]/.test(text)) return false;
  if (/[…{},;:='"`|?&!]/.test(text)) return false;
  if (!text.includes("/")) {
    const extension = /^[\w.-]*[\w-]\.([a-z]+)$/.exec(text)?.[1];
    return extension === "md";
  }
  return !text.startsWith("//");
}

/** Whether the last segment of a path has a file extension the repository uses. */
export function hasFileExtension(path: string): boolean {
  const extension = /\.([a-z]+)$/.exec(path.split("/").at(-1) ?? "")?.[1];
  return extension !== undefined && FILE_EXTENSIONS.has(extension);
}

function scriptReferences(text: string, line: number): Reference[] {
  return text
    .split(/&&|\|\||;|\|/)
    .map((command) => command.trim().replace(/^(?:[A-Z_][A-Z0-9_]*=\S*\s+)+/, ""))
    .filter((command) => command.startsWith("pnpm "))
    .flatMap((command) => {
      const parsed = parsePnpmCommand(command.split(/\s+/).slice(1));
      return parsed === undefined ? [] : [{ kind: "script" as const, ...parsed, line }];
    });
}

/** The script a `pnpm …` command runs and the package it filters to, if it names a script. */
export function parsePnpmCommand(
  args: readonly string[],
): { script: string; filter: string | undefined } | undefined {
  let filter: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? "";
    if (arg === "--filter" || arg === "-F") {
      filter = args[index + 1];
      index += 1;
    } else if (arg.startsWith("--filter=")) {
      filter = arg.slice("--filter=".length);
    } else if (arg === "-C" || arg === "--dir") {
      index += 1;
    } else if (arg.startsWith("-")) {
      continue;
    } else {
      if (arg === "exec" || PNPM_COMMANDS.has(arg)) return undefined;
      const script = arg === "run" ? args[index + 1] : arg;
      if (script === undefined || !/^[\w:.-]+$/.test(script)) return undefined;
      return { script, filter };
    }
  }
  return undefined;
}

function decisionReferences(text: string, line: number): Reference[] {
  return [...text.matchAll(DECISION_MENTION)].map((match) => ({
    kind: "decision" as const,
    number: match[1] ?? "",
    line: line + (text.slice(0, match.index).match(/\n/g)?.length ?? 0),
  }));
}
