// Which files are documentation that must stay true: every README, the root ARCHITECTURE,
// CONTRIBUTING and UPGRADING, and everything under docs/ (decision records included).
// Changelogs and pending changesets are history, written once.
export function isCheckedDocument(path: string): boolean {
  if (!path.endsWith(".md")) return false;
  const name = path.split("/").at(-1) ?? "";
  return (
    name === "README.md" ||
    path === "ARCHITECTURE.md" ||
    path === "CONTRIBUTING.md" ||
    path === "UPGRADING.md" ||
    path.startsWith("docs/")
  );
}
