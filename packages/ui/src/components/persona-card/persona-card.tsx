export type PersonaCardProps = {
  name: string;
  subtitle?: string;
  /** `/personas/{slug}`. */
  href: string;
  /** The persona image (`max_dimension=240`); decorative unless given alt text. */
  image?: { src: string; alt?: string | null };
  headingLevel?: 2 | 3;
};

/** A persona on the home page ("Older people", "Carers"…): image, name and subtitle. */
export function PersonaCard({ name, subtitle, href, image, headingLevel = 3 }: PersonaCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border-2 border-border-subtle bg-surface focus-within:border-link hover:border-link">
      {image ? (
        <img
          src={image.src}
          alt={image.alt?.trim() ?? ""}
          width={240}
          height={240}
          loading="lazy"
          className="aspect-[3/2] w-full bg-surface-muted object-cover"
        />
      ) : null}
      <div className="flex flex-col gap-1 p-4">
        <Heading className="text-lg font-bold">
          {/* The whole card is the link's target area; the link text is the name. */}
          <a href={href} className="after:absolute after:inset-0">
            {name}
          </a>
        </Heading>
        {subtitle ? <p className="text-text-muted">{subtitle}</p> : null}
      </div>
    </article>
  );
}
