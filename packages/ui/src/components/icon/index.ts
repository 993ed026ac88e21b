export { Icon } from "./icon.tsx";
export type { IconProps } from "./icon.tsx";
export { IconSprite } from "./icon-sprite.tsx";
export type { IconSpriteProps } from "./icon-sprite.tsx";
export { iconNames } from "./icon-names.ts";
export type { IconName } from "./icon-names.ts";
