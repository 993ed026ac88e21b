"use client";
// The app's `global-error.tsx`: shown only when the root layout itself fails, which it avoids (it
// never needs the API to render). It replaces the whole document and gets neither the styles nor
// the error page from context, hence the plain markup; the wording still comes from the catalogue.
import { errorPageText } from "@hub/core/seo";
import { t } from "@hub/core/messages";

const STATUS = 500;

export function GlobalErrorPage() {
  const text = errorPageText(STATUS);
  return (
    <html lang="en">
      <body style={{ fontFamily: "Arial, Helvetica, sans-serif", margin: "2rem", lineHeight: 1.5 }}>
        <main>
          <p>{t("pages.error.status", { status: STATUS })}</p>
          <h1>{text.title}</h1>
          <p>{text.body}</p>
          <p>
            <a href="/">{t("pages.error.returnHome")}</a>
          </p>
        </main>
      </body>
    </html>
  );
}
