// Validates feed responses against the Open Referral UK 3.0 schemas vendored in oruk-schemas/
// (its README says which and where from), with ajv as the profile's validator would: draft-07
// (the schemas name no `$schema`), strict mode off for their extra keywords, formats checked.
import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import formatsModule from "ajv-formats";

/** Where the profile's `openapi.json` points; relative `$ref`s resolve against it. */
const PROFILE_SCHEMAS = "https://raw.githubusercontent.com/openreferral/uk-profile/main/schema/";

const SCHEMAS = {
  service: "compiled/service.json",
  service_list: "compiled/service_list.json",
  service_at_location: "compiled/service_at_location.json",
  service_at_location_list: "compiled/service_at_location_list.json",
  taxonomy: "taxonomy.json",
  taxonomy_term: "taxonomy_term.json",
  phone: "phone.json",
  language: "language.json",
} as const;

export type OrukSchemaName = keyof typeof SCHEMAS;

/** Checks a value against one schema; returns its errors, none when it is valid. */
export type OrukValidator = (schema: OrukSchemaName, value: unknown) => string[];

export function orukValidator(): OrukValidator {
  const ajv = new Ajv({ strict: false, allErrors: true });
  formatsModule.default(ajv);
  for (const path of Object.values(SCHEMAS)) {
    const file = new URL(`./oruk-schemas/${path.replace("compiled/", "")}`, import.meta.url);
    ajv.addSchema(JSON.parse(readFileSync(file, "utf8")) as object, PROFILE_SCHEMAS + path);
  }
  return (schema, value) => {
    const validate = ajv.getSchema(PROFILE_SCHEMAS + SCHEMAS[schema]);
    if (!validate) throw new Error(`No schema ${schema}.`);
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error) => `${schema}${error.instancePath} ${error.message ?? "is invalid"}`,
    );
  };
}
