export type PersonaCardProps = {
  name: string;
  subtitle?: string;
  /** `/personas/{slug}`. */
  href: string;
  /** The persona image (`max_dimension=240`); decorative unless given alt text. */
  image?: { src: string; alt?: string | null };
  headingLevel?: 2 | 3;
};

/**
 * A persona on the home page ("Older people", "Carers"…): image, name and subtitle. On a phone
 * the image sits small beside the text, so a list of personas stays short.
 */
export function PersonaCard({ name, subtitle, href, image, headingLevel = 3 }: PersonaCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-row items-center overflow-hidden rounded-lg border-2 border-border-subtle bg-surface focus-within:border-link hover:border-link md:flex-col md:items-stretch">
      {image ? (
        <img
          src={image.src}
          alt={image.alt?.trim() ?? ""}
          width={240}
          height={240}
          loading="lazy"
          className="size-24 shrink-0 bg-surface-muted object-cover md:aspect-[3/2] md:h-auto md:w-full"
        />
      ) : null}
      <div className="flex min-w-0 flex-col gap-1 p-4">
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
