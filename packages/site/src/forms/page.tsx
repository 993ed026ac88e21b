// The page side of a form: reading its session during render, and the GOV.UK error summary and
// "Error: " title prefix built from the errors the last POST left behind.
import { headers } from "next/headers";

import { t } from "@hub/core/messages";
import { parseCookies, singleCookie } from "@hub/core/request";
import { ErrorSummary } from "@hub/ui/error-summary";

import type { SessionStore } from "./session.ts";
import type { PageErrors } from "./state.ts";
import { hasErrors } from "./state.ts";

/** The form's answers so far, read from the request's cookies as every handler reads them. */
export async function readSession<T>(store: SessionStore<T>): Promise<T | null> {
  const cookies = parseCookies((await headers()).get("cookie"));
  return store.read((name) => singleCookie(cookies, name)).value;
}

/** "Error: {title}" when the page has errors (GOV.UK: the title says so first). */
export function formTitle(title: string, errors: PageErrors | undefined): string {
  return hasErrors(errors) ? `${t("ui.forms.errorPrefix")} ${title}` : title;
}

/**
 * The summary of a page's errors in the order its fields appear (`fieldIds` maps a field name to
 * the id of its input), with a page-level error above the list.
 */
export function FormErrorSummary({
  errors,
  fieldIds,
}: {
  errors: PageErrors | undefined;
  fieldIds: Readonly<Record<string, string>>;
}) {
  if (!hasErrors(errors)) return null;
  const items = Object.entries(fieldIds).flatMap(([field, id]) => {
    const text = errors.fields[field];
    return text === undefined ? [] : [{ fieldId: id, text }];
  });
  const unplaced = Object.entries(errors.fields)
    .filter(([field]) => fieldIds[field] === undefined)
    .map(([, text]) => text);
  const form = [errors.form, ...unplaced].filter(Boolean).join(" ");
  return <ErrorSummary errors={items} {...(form === "" ? {} : { description: <p>{form}</p> })} />;
}

/** A GOV.UK summary list row: a question, the answer and a "Change" link to its page. */
export type SummaryRow = { key: string; value: string; href?: string };

export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className="mb-8 flex flex-col border-t border-border-subtle">
      {rows.map((row) => (
        <div
          key={row.key}
          className="grid gap-1 border-b border-border-subtle py-3 md:grid-cols-[1fr_2fr_auto] md:gap-4"
        >
          <dt className="font-bold">{row.key}</dt>
          <dd className="whitespace-pre-line">
            {row.value === "" ? t("forms.notGiven") : row.value}
          </dd>
          <dd>
            {row.href === undefined ? null : (
              <a href={row.href}>
                {t("forms.change")}
                <span className="sr-only"> {row.key.toLowerCase()}</span>
              </a>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
