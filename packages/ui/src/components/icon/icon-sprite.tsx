import type { IconName } from "./icon-names.ts";
import { iconNames } from "./icon-names.ts";
import { Icon } from "./icon.tsx";
import symbols from "./sprite.generated.json" with { type: "json" };

const iconSymbols: Record<IconName, string> = symbols;

export type IconSpriteProps = {
  /** Also list every icon with its name (for the `/_icons` page). */
  showAll?: boolean;
};

/** The whole sprite as inline `<symbol>`s. Render once per document, near the top of `<body>`. */
export function IconSprite({ showAll = false }: IconSpriteProps) {
  const sprite = (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
      style={{ position: "absolute", width: 0, height: 0, overflow: "hidden" }}
    >
      {iconNames.map((name) => (
        <symbol
          key={name}
          id={`icon-${name}`}
          viewBox="0 0 24 24"
          dangerouslySetInnerHTML={{ __html: iconSymbols[name] }}
        />
      ))}
    </svg>
  );
  if (!showAll) return sprite;
  return (
    <>
      {sprite}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
        {iconNames.map((name) => (
          <li key={name} className="flex flex-col items-center gap-2 text-sm">
            <Icon name={name} className="size-8" />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
