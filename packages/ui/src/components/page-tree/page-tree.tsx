import { t } from "@hub/core/messages";

import { Icon } from "../icon/index.ts";

export type PageTreeNode = {
  id: string;
  title: string;
  href: string;
  children?: readonly PageTreeNode[];
};

export type PageTreeProps = {
  nodes: readonly PageTreeNode[];
  /** The page being shown: marked `aria-current` and its branch opened. */
  currentId?: string | null;
  label?: string;
};

function containsPage(node: PageTreeNode, id: string | null | undefined): boolean {
  if (!id) return false;
  return node.id === id || (node.children ?? []).some((child) => containsPage(child, id));
}

function Branch({
  nodes,
  currentId,
}: {
  nodes: readonly PageTreeNode[];
  currentId?: string | null;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {nodes.map((node) => {
        const isCurrent = node.id === currentId;
        const children = node.children ?? [];
        return (
          <li key={node.id}>
            <a
              href={node.href}
              aria-current={isCurrent ? "page" : undefined}
              className={
                isCurrent
                  ? "block min-h-target border-l-4 border-brand py-0.5 pl-2 font-bold text-text no-underline visited:text-text"
                  : "block min-h-target border-l-4 border-transparent py-0.5 pl-2"
              }
            >
              {node.title}
            </a>
            {children.length > 0 ? (
              <details open={containsPage(node, currentId)} className="group ml-3">
                <summary className="flex min-h-target cursor-pointer list-none items-center gap-1 pl-2 text-sm text-link [&::-webkit-details-marker]:hidden">
                  <Icon name="chevron-right" className="group-open:rotate-90" />
                  {children.length === 1
                    ? t("ui.content.pageTree.showOneChild", { title: node.title })
                    : t("ui.content.pageTree.showChildren", {
                        count: children.length,
                        title: node.title,
                      })}
                </summary>
                <div className="ml-3 border-l border-border-subtle pl-1">
                  <Branch nodes={children} currentId={currentId} />
                </div>
              </details>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The pages of a section as a tree, for the sidebar: branches fold with `<details>` (no
 * JavaScript needed), the current page's branch starts open and the page is `aria-current`.
 */
export function PageTree({ nodes, currentId, label }: PageTreeProps) {
  if (nodes.length === 0) return null;
  return (
    <nav aria-label={label ?? t("ui.content.pageTree.label")}>
      <Branch nodes={nodes} currentId={currentId} />
    </nav>
  );
}
