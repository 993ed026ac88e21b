// Every route module mounted under `/{tenant}/core/v1`, in registration order. A module owns
// one resource; add a new one (search, writes, images, docs…) by appending it here.
import type { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { registerCollectionRoutes } from "./collections.ts";
import { registerEventCalendarRoutes } from "./event-calendar.ts";
import { registerGeocodeRoutes } from "./geocode.ts";
import { registerImageRoutes } from "./images.ts";
import { registerLocationRoutes } from "./locations.ts";
import { registerEventRoutes } from "./organisation-events.ts";
import { registerOrganisationRoutes } from "./organisations.ts";
import { registerPageRoutes } from "./pages.ts";
import { registerOrganisationSignUpRoutes } from "./organisation-sign-up-forms.ts";
import { registerPageFeedbackRoutes } from "./page-feedbacks.ts";
import { registerReferralRoutes } from "./referrals.ts";
import { registerSearchRoutes } from "./search.ts";
import { registerServiceLocationRoutes } from "./service-locations.ts";
import { registerServiceRoutes } from "./services.ts";
import { registerSettingsRoutes } from "./settings.ts";
import { registerTagRoutes } from "./tags.ts";
import { registerTaxonomyRoutes } from "./taxonomies.ts";

export type RouteModule = (app: Hono<AppEnv>) => void;

export const coreRouteModules: readonly RouteModule[] = [
  registerCollectionRoutes,
  registerServiceRoutes,
  registerOrganisationRoutes,
  registerEventRoutes,
  registerLocationRoutes,
  registerServiceLocationRoutes,
  registerPageRoutes,
  registerSettingsRoutes,
  registerTaxonomyRoutes,
  registerTagRoutes,
  registerSearchRoutes,
  registerReferralRoutes,
  registerPageFeedbackRoutes,
  registerOrganisationSignUpRoutes,
  registerImageRoutes,
  registerEventCalendarRoutes,
  registerGeocodeRoutes,
];
