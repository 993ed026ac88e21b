import { Icon } from "../icon/icon.tsx";
import { iconNames } from "../icon/icon-names.ts";

/** No options: the gallery always lists the whole sprite. */
export type IconGalleryProps = Record<string, never>;

/** Every icon of the sprite with the name to use in code (the `/_icons` page). */
export function IconGallery() {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
      {iconNames.map((name) => (
        <li key={name} className="flex flex-col items-center gap-2 text-sm">
          <Icon name={name} className="size-8" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}
