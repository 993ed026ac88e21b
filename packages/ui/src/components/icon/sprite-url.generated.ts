// Written from the sprite's content by scripts/build-icons.ts (`pnpm icons`).
export const ICON_SPRITE_URL = "/icons/f70111c3d7ce.svg";
