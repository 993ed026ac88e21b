// A service's ages from its options of the "Age Group" eligibility type ("12 - 15 years",
// "80+ years"): the lowest lower bound, and the highest upper bound when every option has one
// (decision 0064).
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";

/** The slug of the eligibility type whose options are ages. */
const AGE_GROUP_SLUG = "age-group";

/** The service's age options, each with its bounds (`upper` null for "80+ years"). */
const ageOptions = (serviceId: SQL): SQL => sql`(
  select substring(opt.name from '^ *([0-9]+)')::int as lower,
    substring(opt.name from '^ *[0-9]+ *- *([0-9]+)')::int as upper
  from service_eligibilities link
  join taxonomies opt on opt.id = link.taxonomy_id
  join taxonomies age_group on age_group.id = opt.parent_id and age_group.slug = ${AGE_GROUP_SLUG}
  where link.service_id = ${serviceId} and opt.name ~ '^ *[0-9]+'
)`;

/** The lowest age any option admits, or null. */
export const minimumAgeSql = (serviceId: SQL): SQL =>
  sql`(select min(ages.lower) from ${ageOptions(serviceId)} ages)`;

/** The highest age every option bounds, or null when one has no upper bound or none exists. */
export const maximumAgeSql = (serviceId: SQL): SQL =>
  sql`(select case when bool_and(ages.upper is not null) then max(ages.upper) end
    from ${ageOptions(serviceId)} ages)`;
