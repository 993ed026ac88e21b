import { t } from "@hub/core/messages";
import type { ReactNode } from "react";

import { CategoryGrid } from "../category-grid/category-grid.tsx";
import { Illustration } from "../illustration/illustration.tsx";
import type { CategoryTileProps } from "../category-tile/category-tile.tsx";

export type ErrorPageProps = {
  /** HTTP status: 404 gets the "not found" wording, anything else the default wording. */
  status: number;
  /** The variant's theme setting: a "Return to homepage" link, or minimal category tiles. */
  recovery: "home-link" | "categories";
  /** For `recovery: "categories"`. */
  categories?: Omit<CategoryTileProps, "minimal">[];
  homeHref?: string;
  /** A link that reloads the page, offered for server errors. */
  retryHref?: string;
  /** Overrides, e.g. "Service not found" for a service page. */
  title?: string;
  body?: ReactNode;
};

/** The error page's content: status code, heading, explanation and a way on. */
export function ErrorPage({
  status,
  recovery,
  categories = [],
  homeHref = "/",
  retryHref,
  title,
  body,
}: ErrorPageProps) {
  const notFound = status === 404;
  return (
    <div className="flex flex-col gap-6">
      {notFound ? <Illustration name="lost" className="max-w-60" /> : null}
      <div className="flex flex-col gap-2">
        <p className="text-lg font-bold text-text-muted">{t("pages.error.status", { status })}</p>
        <h1 className="text-3xl font-bold">
          {title ?? t(notFound ? "pages.error.404.title" : "pages.error.default.title")}
        </h1>
      </div>
      <div className="hub-prose max-w-prose text-lg">
        {body ?? <p>{t(notFound ? "pages.error.404.body" : "pages.error.default.body")}</p>}
      </div>
      {retryHref && status >= 500 ? (
        <p>
          <a href={retryHref}>{t("ui.error.tryAgain")}</a>
        </p>
      ) : null}
      {recovery === "categories" && categories.length > 0 ? (
        <CategoryGrid
          minimal
          categories={categories}
          title={t(
            notFound ? "pages.error.404.categoryTitle" : "pages.error.default.categoryTitle",
          )}
        />
      ) : (
        <p>
          <a href={homeHref} className="text-lg font-bold">
            {t("pages.error.returnHome")}
          </a>
        </p>
      )}
    </div>
  );
}
