import type { IconName } from "./icon-names.ts";
import { ICON_SPRITE_URL } from "./sprite-url.generated.ts";

export type IconProps = {
  name: IconName;
  /** Accessible name. Without one the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
};

/**
 * One icon from the sprite file at ICON_SPRITE_URL, which the site serves on the page's own
 * origin (an external `<use>` is same-origin only).
 */
export function Icon({ name, label, className }: IconProps) {
  const classes = ["hub-icon", className].filter(Boolean).join(" ");
  const href = `${ICON_SPRITE_URL}#icon-${name}`;
  if (label) {
    return (
      <svg className={classes} role="img" aria-label={label} focusable="false">
        <use href={href} />
      </svg>
    );
  }
  return (
    <svg className={classes} aria-hidden="true" focusable="false">
      <use href={href} />
    </svg>
  );
}
