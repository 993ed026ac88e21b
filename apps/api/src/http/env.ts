// What every request handler can reach through Hono's context.
import type { DeliveryMode } from "@hub/api-client/schemas";
import type { Logger } from "pino";
import type { FieldCipher } from "../db/crypto.ts";
import type { Db } from "../db/types.ts";

export type Tenant = {
  /** URL segment and database name: `sutton`, `bexley`. */
  slug: string;
  db: Db;
  cipher: FieldCipher;
  /** The resident website's origin, for sitemap URLs; defaults to the API origin without `api.`. */
  siteUrl?: string | undefined;
  /** Whether and where its visitor writes' messages go (decision 0066); unset: held. */
  delivery?: TenantDelivery;
};

export type TenantDelivery = {
  /**
   * `DELIVERY`: with `off` messages are enqueued `held`, otherwise they are sent (`pending`). The
   * settings tell the website (contract §5.11).
   */
  mode: DeliveryMode;
  /**
   * Whether a confirmation to someone who gave only a phone number goes by text: `DELIVERY=notify`
   * with `NOTIFY_SMS_TEMPLATE_ID` (decision 0075). Unset: it is not sent.
   */
  texts?: boolean | undefined;
  /** Page feedback's address; unset: the CMS settings' `global.contact_email`. */
  feedbackTo?: string | undefined;
  /** Organisation sign-ups' address; unset: the same contact address. */
  signUpsTo?: string | undefined;
};

export type AppEnv = {
  Variables: {
    tenant: Tenant;
    logger: Logger;
    /** Absolute URL of this tenant's `/core/v1`, without a trailing slash. */
    apiBase: string;
    /** The request's clock: every "today" and "open now" of one response agrees. */
    now: Date;
    /** Who is asking, behind trusted proxies (see http/client-address.ts); `unknown` in-process. */
    clientAddress: string;
  };
};

/** How the tenant's messages go: its configured mode, `off` (held) when it has none. */
export const deliveryMode = (tenant: Tenant): DeliveryMode => tenant.delivery?.mode ?? "off";
