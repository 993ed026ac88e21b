// The notice a page shows while the API sends nobody what visitors write (decision 0071), so that
// nobody mistakes a demonstration for a live service: GOV.UK's warning, titled in words.
import { t } from "@hub/core/messages";
import { Notice } from "@hub/ui/notice";

/** The warning when `off`; nothing otherwise. */
export function DeliveryOffNotice({
  off,
  children,
}: {
  off: boolean | undefined;
  children: string;
}) {
  if (off !== true) return null;
  return (
    <Notice variant="warning" title={t("deliveryOff.title")}>
      <p>{children}</p>
    </Notice>
  );
}
