export { Icon } from "./icon.tsx";
export type { IconProps } from "./icon.tsx";
export { ICON_SPRITE_URL, iconSpriteSvg } from "./icon-sprite.ts";
export { iconNames } from "./icon-names.ts";
export type { IconName } from "./icon-names.ts";
