// What the referral's pages say around their questions: the start page, and the terms the consent
// question asks the person to agree to.
import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { Button } from "@hub/ui/button";

import { DeliveryOffNotice } from "../../forms/delivery-notice.tsx";
import { FormErrorSummary } from "../../forms/page.tsx";
import type { PageView } from "../../journeys/journey.ts";
import type { ReferralContext } from "./referral-fields.tsx";

type View = PageView<ReferralContext>;

/** The start page: what happens, and the button to the first question (`start`). */
export function IntroPage({ context, errors, start }: View & { start: string }) {
  const { service, site } = context;
  const time = site.config.referral.replyTime;
  return (
    <>
      <h1 className="text-2xl font-bold">{t("referral.connectTo", { service: service.name })}</h1>
      <FormErrorSummary errors={errors} fieldIds={{}} />
      <DeliveryOffNotice off={context.deliveryOff}>
        {t("deliveryOff.referralStart", { service: service.name })}
      </DeliveryOffNotice>
      <p>{t("referral.duration", { duration: site.config.referral.formDuration })}</p>
      <h2 className="text-xl font-bold">{t("referralForm.whatHappens")}</h2>
      <p>{t("referral.intro.weWill")}</p>
      <ul className="list-disc pl-6">
        <li>{t("referral.intro.send", { service: service.name })}</li>
      </ul>
      <p>{t("referral.intro.within", { time, service: service.name })}</p>
      <ul className="list-disc pl-6">
        <li>{t("referral.intro.contact")}</li>
      </ul>
      <p>{t("referral.intro.onBehalf")}</p>
      <div>
        <Button href={start} isStartButton>
          {t("referralForm.start")}
        </Button>
      </div>
    </>
  );
}

/** The terms, above the consent question's boxes. */
export function ConsentTerms({ context }: View) {
  const name = context.service.name;
  return (
    <>
      <h1 className="text-2xl font-bold">{t("referral.terms.title")}</h1>
      <p>{t("referral.terms.intro")}</p>
      <ul className="list-disc pl-6">
        <li>{t("referral.terms.shared", { service: name })}</li>
        <li>{t("referral.terms.serviceContact", { service: name })}</li>
        <li>{t("referral.terms.termsContact")}</li>
        <li>{t("referral.terms.authority")}</li>
      </ul>
      <p>
        <a href={paths.privacyPolicy()}>{t("referral.terms.privacy")}</a>
      </p>
    </>
  );
}
