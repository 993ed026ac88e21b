import type { IconName } from "./icon-names.ts";

export type IconProps = {
  name: IconName;
  /** Accessible name. Without one the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
};

/** One icon from the sprite. `IconSprite` must be on the page once. */
export function Icon({ name, label, className }: IconProps) {
  const classes = ["hub-icon", className].filter(Boolean).join(" ");
  if (label) {
    return (
      <svg className={classes} role="img" aria-label={label} focusable="false">
        <use href={`#icon-${name}`} />
      </svg>
    );
  }
  return (
    <svg className={classes} aria-hidden="true" focusable="false">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
