import { t } from "@hub/core/messages";

export type LanguageOption = {
  /** The locale code sent to the server ("en", "cy"). */
  code: string;
  /** Its BCP 47 tag, for the button's `lang` ("en-GB"). */
  iso: string;
  /** Its name in that language ("Cymraeg"). */
  name: string;
};

export type LanguageSwitcherProps = {
  locales: readonly LanguageOption[];
  /** The code of the page's locale. */
  current: string;
  /** Where the choice is posted; the handler stores it and goes to that locale's page. */
  action: string;
};

/**
 * The language choice: one button per configured locale in a form that posts it, so it works
 * without JavaScript. Renders nothing with a single locale.
 */
export function LanguageSwitcher({ locales, current, action }: LanguageSwitcherProps) {
  if (locales.length < 2) return null;
  return (
    <form method="post" action={action} aria-label={t("language.label")} data-print="hide">
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {locales.map((locale) =>
          locale.code === current ? (
            <li key={locale.code} lang={locale.iso} aria-current="true" className="font-bold">
              <span className="sr-only">{t("language.current", { name: locale.name })}</span>
              <span aria-hidden="true">{locale.name}</span>
            </li>
          ) : (
            <li key={locale.code}>
              <button
                type="submit"
                name="locale"
                value={locale.code}
                lang={locale.iso}
                className="cursor-pointer text-link underline hover:text-link-hover focus-visible:outline-3"
              >
                {locale.name}
              </button>
            </li>
          ),
        )}
      </ul>
    </form>
  );
}
