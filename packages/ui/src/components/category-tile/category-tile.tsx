import { cx } from "../../lib/cx.ts";

export type CategoryTileProps = {
  name: string;
  /** `/categories/{slug}`. */
  href: string;
  /** The category image (`max_dimension=150`), shown 150×100. */
  image?: { src: string; alt?: string | null };
  /** Name only, no image: the compact form used on error pages. */
  minimal?: boolean;
};

/**
 * One category on the home page or an error page. The image's alt text falls back to the
 * category name (spec §3); an alt that would only repeat the link's own text is left empty so
 * screen readers hear the name once.
 */
export function CategoryTile({ name, href, image, minimal = false }: CategoryTileProps) {
  const given = image?.alt?.trim();
  const alt = given === undefined || given === "" ? name : given;
  return (
    <a
      href={href}
      className={cx(
        // A size container: the tile lays itself out by its own width, not the screen's, so it
        // fits a phone, a three-column grid and the narrow "no results" column alike.
        "group @container flex h-full items-center gap-3 rounded-lg border-2 border-border-subtle bg-surface font-bold text-link no-underline visited:text-link hover:border-link hover:text-link-hover",
        minimal ? "min-h-11 px-4 py-3" : "p-3",
      )}
    >
      {!minimal && image ? (
        <img
          src={image.src}
          alt={alt === name ? "" : alt}
          width={150}
          height={100}
          loading="lazy"
          className="h-[50px] w-[75px] shrink-0 object-contain @[22rem]:h-[100px] @[22rem]:w-[150px]"
        />
      ) : null}
      <span
        className={cx(
          "min-w-0 underline decoration-1 underline-offset-4 group-hover:decoration-3",
          minimal ? "text-lg" : "text-base @[22rem]:text-lg",
        )}
      >
        {name}
      </span>
    </a>
  );
}
