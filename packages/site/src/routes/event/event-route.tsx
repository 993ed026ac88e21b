// `/events/{slug}`: one event (frontend-features §2.7, §6.3) in the `default-white-footer`
// layout: when, cost, booking, organiser, where (with a map) or online, accessibility,
// description, add to calendar and share. A past event still shows, marked as ended.
import type { ReactNode } from "react";
import type { Metadata } from "next";

import { eventIcsUrl } from "@hub/api-client/endpoints";
import type { OrganisationEvent } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { eventTitle } from "@hub/core/seo";
import {
  absoluteUrl,
  googleCalendarUrl,
  googleMapsSearchUrl,
  outlookCalendarUrl,
  paths,
  safeHref,
} from "@hub/core/urls";
import { AddToCalendar } from "@hub/ui/add-to-calendar";
import { Breadcrumbs } from "@hub/ui/breadcrumbs";
import type { BreadcrumbItem } from "@hub/ui/breadcrumbs";
import { Button } from "@hub/ui/button";
import { ContactCard } from "@hub/ui/contact-card";
import { CostCard } from "@hub/ui/cost-card";
import { DetailHeader } from "@hub/ui/detail-header";
import { EventDateLine } from "@hub/ui/event-date-line";
import { LocationCard } from "@hub/ui/location-card";
import { MapView } from "@hub/ui/map-view";
import { Markdown } from "@hub/ui/markdown";
import { Notice } from "@hub/ui/notice";
import { ShareBar } from "@hub/ui/share-bar";
import { TagList } from "@hub/ui/tag-list";

import { breadcrumbListJsonLd } from "../../breadcrumb-list.ts";
import { DetailActions } from "../detail-actions.tsx";
import { JsonLd } from "../../json-ld.tsx";
import { eventAddress, eventImage, eventTags, filled } from "../../loaders/event-props.ts";
import { eventEndsAt, eventStartsAt, hasEnded } from "../../loaders/event-dates.ts";
import { loadEvent, loadEventOrNull } from "../../loaders/events.ts";
import { organisationLogo } from "../../loaders/services.ts";
import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";
import { eventJsonLd } from "./event-json-ld.ts";

export type EventPageProps = { params: Promise<{ slug: string }> };

export type EventRouteOptions = {
  /** The clock, for "This event has ended"; tests pass a fixed one. */
  now?: () => Date;
};

/** How close the mini-map starts on the event's place. */
const EVENT_MAP_ZOOM = 15;

/** The booking box needs every part: a title, what to expect, where to book and the button. */
export function bookingDetails(
  event: Pick<
    OrganisationEvent,
    "booking_title" | "booking_summary" | "booking_url" | "booking_cta"
  >,
): { title: string; summary: string; url: string; cta: string } | null {
  const title = filled(event.booking_title);
  const summary = filled(event.booking_summary);
  // A booking address that could run script (`javascript:`) leaves the box out.
  const url = safeHref(filled(event.booking_url));
  const cta = filled(event.booking_cta);
  return title && summary && url && cta ? { title, summary, url, cta } : null;
}

/** Home → Events → {title}, as shown and as `BreadcrumbList`. */
export function eventBreadcrumbs(title: string): BreadcrumbItem[] {
  return [
    { label: t("nav.home"), href: paths.home() },
    { label: t("nav.events"), href: paths.events() },
    { label: title },
  ];
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

type EventHeaderProps = {
  event: OrganisationEvent;
  ended: boolean;
  logo: ReturnType<typeof organisationLogo> | null;
};

/** The event's name, organiser, tags and actions, below a notice once it has ended. */
function EventHeader({ event, ended, logo }: EventHeaderProps) {
  const { organisation } = event;
  return (
    <>
      {ended ? (
        <Notice variant="important" title={t("event.ended")}>
          <p>
            {t("event.endedBody")} <a href={paths.events()}>{t("events.searchMore")}</a>
          </p>
        </Notice>
      ) : null}
      <DetailHeader
        title={event.title}
        kind="event"
        logo={logo}
        organisation={
          organisation
            ? { name: organisation.name, href: paths.organisation(organisation.slug) }
            : null
        }
        tags={<TagList tags={eventTags(event)} label={t("ui.detail.tags")} />}
        actions={
          <DetailActions
            item={{ type: "event", id: event.id }}
            name={event.title}
            organisationSlug={organisation?.slug ?? null}
          />
        }
      />
    </>
  );
}

type EventPlaceProps = {
  place: NonNullable<OrganisationEvent["location"]>;
  address: string | null;
  map: Site["config"]["map"];
};

/** Where an event in person happens: its address, access and a mini-map. */
function EventPlace({ place, address, map }: EventPlaceProps) {
  return (
    <>
      <LocationCard
        address={{
          line1: place.address_line_1,
          line2: place.address_line_2,
          line3: place.address_line_3,
          city: place.city,
          postcode: place.postcode,
        }}
        lat={place.lat}
        lon={place.lon}
        accessibility={{
          wheelchair: place.has_wheelchair_access,
          inductionLoop: place.has_induction_loop,
          accessibleToilet: place.has_accessible_toilet,
          info: place.accessibility_info,
        }}
      />
      <MapView
        markers={[
          {
            id: place.id,
            lat: place.lat,
            lon: place.lon,
            title: place.address_line_1,
            href: googleMapsSearchUrl({ lat: place.lat, lon: place.lon }),
            description: address,
          },
        ]}
        center={{ lat: place.lat, lon: place.lon }}
        zoom={EVENT_MAP_ZOOM}
        tileUrl={map.tileUrl}
        attribution={map.attribution}
        title={t("event.map", { place: place.address_line_1 })}
        headingLevel={3}
        heightClass="h-72"
      />
    </>
  );
}

type EventAsideProps = {
  event: OrganisationEvent;
  address: string | null;
  /** The event's `.ics` file, for Apple's calendar and any other. */
  apple: string;
  shareUrl: string;
  appName: string;
};

/** The side column: cost, booking, who to contact, add to calendar and share. */
function EventAside({ event, address, apple, shareUrl, appName }: EventAsideProps) {
  const { organisation } = event;
  const booking = bookingDetails(event);
  // The organiser's own details win over the organisation's (frontend-features §6.3).
  const contactName = filled(event.organiser_name) ?? filled(organisation?.name);
  const calendarEvent = {
    title: event.title,
    details: event.intro,
    location: address,
    start: eventStartsAt(event),
    end: eventEndsAt(event),
  };
  return (
    <aside aria-label={t("event.details")} className="flex flex-col gap-6">
      <CostCard
        kind="event"
        isFree={event.is_free}
        feesText={event.fees_text}
        feesUrl={event.fees_url}
      />
      {booking ? (
        <section
          aria-labelledby="event-booking"
          className="flex flex-col gap-3 rounded-md border border-border-subtle bg-surface p-4"
        >
          <h2 id="event-booking" className="text-lg">
            {booking.title}
          </h2>
          <p>{booking.summary}</p>
          <p>
            <Button href={booking.url}>{booking.cta}</Button>
          </p>
        </section>
      ) : null}
      <ContactCard
        kind="event"
        name={contactName ?? event.title}
        title={t("event.howContact")}
        contactName={contactName}
        website={filled(event.organiser_url) ?? organisation?.url}
        phone={filled(event.organiser_phone) ?? organisation?.phone}
        email={filled(event.organiser_email) ?? organisation?.email}
      />
      <AddToCalendar
        google={googleCalendarUrl(calendarEvent)}
        outlook={outlookCalendarUrl(calendarEvent)}
        apple={apple}
      />
      <ShareBar
        url={shareUrl}
        title={t("service.shareText", { site: appName, name: event.title })}
        name={event.title}
        showSocial
      />
    </aside>
  );
}

/** The event's title, description and image for search engines and link previews. */
async function eventMetadata(site: Site, slug: string): Promise<Metadata> {
  const path = paths.event(slug);
  const event = await loadEventOrNull(site, slug);
  if (event === null) {
    return pageMetadata(site, { title: t("pages.error.404.title"), path, noindex: true });
  }
  return pageMetadata(site, {
    title: eventTitle(event.title),
    description: event.intro,
    fallbackDescription: site.config.seo.descriptions.events,
    path: paths.event(event.slug),
    openGraphType: "article",
    image: eventImage(site.api().baseUrl, event)?.src ?? null,
  });
}

export function createEventRoute(site: Site, options: EventRouteOptions = {}) {
  const clock = options.now ?? (() => new Date());

  async function Page({ params }: EventPageProps) {
    const { slug } = await params;
    const event = await loadEvent(site, slug);
    const { config } = site;
    const baseUrl = site.api().baseUrl;
    const path = paths.event(event.slug);
    const crumbs = eventBreadcrumbs(event.title);
    const { organisation, location } = event;
    const image = eventImage(baseUrl, event);
    const logo = organisation ? organisationLogo(baseUrl, organisation) : null;
    const address = eventAddress(event);
    const dates = {
      startDate: event.start_date,
      endDate: event.end_date,
      startTime: event.start_time,
      endTime: event.end_time,
    };
    const place = !event.is_virtual && location ? location : null;

    return (
      <>
        <JsonLd
          data={[
            eventJsonLd({ event, publicUrl: config.publicUrl, image: image?.src ?? null }),
            breadcrumbListJsonLd(config.publicUrl, crumbs, path),
          ]}
        />
        <Breadcrumbs items={crumbs} />
        <EventHeader event={event} ended={hasEnded(event, clock())} logo={logo} />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-8">
            <EventDateLine {...dates} />
            <p className="text-lg">{event.intro}</p>
            <Section id="event-description" title={t("event.description")}>
              {image ? (
                // eslint-disable-next-line @next/next/no-img-element -- the API resizes it
                <img
                  src={image.src}
                  alt={image.alt}
                  className="h-auto max-h-96 w-full max-w-prose rounded-md object-cover"
                />
              ) : null}
              <Markdown siteOrigin={config.publicUrl} headingOffset={2} className="max-w-prose">
                {event.description}
              </Markdown>
            </Section>
            <Section id="event-where" title={t("event.whereWhen")}>
              <EventDateLine {...dates} />
              {place ? (
                <EventPlace place={place} address={address} map={config.map} />
              ) : (
                <p>{t("event.online")}</p>
              )}
            </Section>
          </div>
          <EventAside
            event={event}
            address={address}
            apple={eventIcsUrl(baseUrl, event.id)}
            shareUrl={absoluteUrl(config.publicUrl, path)}
            appName={config.appName}
          />
        </div>
      </>
    );
  }

  async function generateMetadata({ params }: EventPageProps): Promise<Metadata> {
    return eventMetadata(site, (await params).slug);
  }

  return { Page, generateMetadata };
}
