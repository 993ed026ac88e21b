import type {
  EligibilityCustom,
  ReferralMethod,
  ServiceStatus,
  ServiceType,
  SocialMediaType,
  WaitTime,
} from "../types.ts";
import type { Schedule } from "./schedules.ts";

/** Where and when a service runs: a venue key, an opening-hours preset and a holiday pattern. */
export type VenueUse = {
  venue: string;
  /** A preset (`drop-in`) or hours as written (`Mon Wed 10:00-12:30; 2nd Sat 10:00-12:00`). */
  schedule: Schedule;
  /** Optional service-location name ("Saturday session"). */
  name?: string;
  /** Which holiday-hours pattern applies (see `holidayPattern`); defaults by position. */
  holidays?: number;
};

/**
 * A service before ids, contacts and dates are attached. Hand-written services set the fields that
 * matter for them; the finisher fills the rest deterministically.
 */
export type ServiceDraft = {
  name: string;
  slug?: string;
  /** Organisation slug. */
  organisation: string;
  type: ServiceType;
  intro: string;
  description: string;
  /** Category taxonomy slugs (leaves; ancestors are added). */
  taxonomies: string[];
  offerings: string[];
  /** Eligibility taxonomy slugs. */
  eligibility?: string[];
  custom?: Partial<EligibilityCustom>;
  usefulInfos?: [title: string, description: string][];
  /** Absent means free. */
  fees?: { text: string; url?: boolean };
  waitTime?: WaitTime | null;
  referral?: { method: ReferralMethod; button?: string; disclaimer?: boolean };
  testimonial?: string;
  video?: boolean;
  contactName?: string;
  /** A helpline, reached on a freephone number rather than a local one. */
  freephone?: boolean;
  venues: VenueUse[];
  tags?: string[];
  socials?: SocialMediaType[];
  gallery?: number;
  logo?: boolean;
  cqc?: string;
  /** Days after the reference date when the listing ends (negative = already ended). */
  endsInDays?: number;
  status?: ServiceStatus;
  score?: number;
};
