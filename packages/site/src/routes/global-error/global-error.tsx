"use client";
// The app's `global-error.tsx`: shown only when the root layout itself fails, which it avoids (it
// never needs the API to render). It replaces the whole document and gets neither the styles nor
// the error page from context, hence the plain markup. The wording comes from the catalogue's
// error-page module, not the whole catalogue, which would load with every page.
import { errorPageText, t } from "@hub/core/messages/error-page";

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
