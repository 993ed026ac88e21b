import { t } from "@hub/core/messages";

export type EnvironmentBannerProps = {
  /** The deployment's environment, e.g. "production", "staging", "development". */
  environment: string;
  /** The public site, linked from the staging banner as "Back to live site". */
  liveSiteUrl?: string;
  /** Text override for the banner's message. */
  text?: string;
};

/**
 * Warns that this is not the live site. Staging shows the spec's wording and a link back to the
 * live site; any other non-production environment names itself; production renders nothing.
 */
export function EnvironmentBanner({ environment, liveSiteUrl, text }: EnvironmentBannerProps) {
  if (environment === "production") return null;
  const message =
    text ??
    (environment === "staging"
      ? t("environment.staging")
      : t("environment.other", { environment }));
  return (
    <section
      aria-label={t("ui.shell.environmentLabel")}
      className="bg-environment text-on-environment"
      data-print="hide"
    >
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-4 gap-y-1 px-gutter py-3">
        <p className="font-bold">{message}</p>
        {liveSiteUrl ? (
          <a
            href={liveSiteUrl}
            className="font-bold text-on-environment visited:text-on-environment hover:text-on-environment"
          >
            {t("environment.backToLiveSite")}
          </a>
        ) : null}
      </div>
    </section>
  );
}
