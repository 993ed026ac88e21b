/**
 * A hand-written event series. Each entry of `occurrences` (days from the reference date, moved
 * forward to `weekday` when given) becomes one organisation event; `annual` events keep their
 * season whatever the reference date. Either way a series yields past and future events. No
 * `venue` means the event is virtual.
 */
export type AuthoredEvent = {
  title: string;
  slug?: string;
  /** Organisation slug. */
  organisation: string;
  intro: string;
  description: string;
  taxonomies: string[];
  venue?: string;
  start: string;
  end: string;
  /** Length in days; more than 1 makes a multi-day event. */
  days?: number;
  weekday?: number;
  /** Days from the reference date; ignored when `annual` is set. */
  occurrences?: number[];
  /** A yearly event (month 1–12, day): yields the latest past and the next upcoming occurrence. */
  annual?: { month: number; day: number };
  fees?: { text: string; url?: boolean };
  booking?: { title: string; summary: string; cta: string };
  /** Named organiser (a person or team) with contact details; otherwise the organisation is the contact. */
  organiser?: string;
  homepage?: boolean;
  image?: boolean;
};
