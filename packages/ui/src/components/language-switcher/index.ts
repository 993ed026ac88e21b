export { LanguageSwitcher } from "./language-switcher.tsx";
export type { LanguageOption, LanguageSwitcherProps } from "./language-switcher.tsx";
