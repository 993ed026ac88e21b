// Places, the services that run at them and their opening hours.
import { OPENING_HOUR_FREQUENCIES } from "@hub/api-client/values";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  time,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";
import { files } from "./files.ts";
import { services } from "./services.ts";

export const locations = pgTable(
  "locations",
  {
    id: id(),
    imageFileId: uuid("image_file_id").references(() => files.id, { onDelete: "set null" }),
    addressLine1: text("address_line_1").notNull(),
    addressLine2: text("address_line_2"),
    addressLine3: text("address_line_3"),
    city: text("city").notNull(),
    county: text("county").notNull(),
    postcode: text("postcode").notNull(),
    country: text("country").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    accessibilityInfo: text("accessibility_info"),
    hasWheelchairAccess: boolean("has_wheelchair_access").notNull().default(false),
    hasInductionLoop: boolean("has_induction_loop").notNull().default(false),
    hasAccessibleToilet: boolean("has_accessible_toilet").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("locations_lat_lon_index").on(t.lat, t.lon)],
);

export const serviceLocations = pgTable(
  "service_locations",
  {
    id: id(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    imageFileId: uuid("image_file_id").references(() => files.id, { onDelete: "set null" }),
    name: text("name"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("service_locations_service_id_location_id_unique").on(t.serviceId, t.locationId),
    index("service_locations_location_id_index").on(t.locationId),
  ],
);

export const regularOpeningHours = pgTable(
  "regular_opening_hours",
  {
    id: id(),
    serviceLocationId: uuid("service_location_id")
      .notNull()
      .references(() => serviceLocations.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: OPENING_HOUR_FREQUENCIES }).notNull(),
    weekday: integer("weekday"),
    dayOfMonth: integer("day_of_month"),
    occurrenceOfMonth: integer("occurrence_of_month"),
    startsAt: date("starts_at", { mode: "string" }),
    opensAt: time("opens_at").notNull(),
    closesAt: time("closes_at").notNull(),
    ...timestamps,
  },
  (t) => [index("regular_opening_hours_service_location_id_index").on(t.serviceLocationId)],
);

export const holidayOpeningHours = pgTable(
  "holiday_opening_hours",
  {
    id: id(),
    serviceLocationId: uuid("service_location_id")
      .notNull()
      .references(() => serviceLocations.id, { onDelete: "cascade" }),
    isClosed: boolean("is_closed").notNull(),
    startsAt: date("starts_at", { mode: "string" }).notNull(),
    endsAt: date("ends_at", { mode: "string" }).notNull(),
    opensAt: time("opens_at").notNull(),
    closesAt: time("closes_at").notNull(),
    ...timestamps,
  },
  (t) => [index("holiday_opening_hours_service_location_id_index").on(t.serviceLocationId)],
);
