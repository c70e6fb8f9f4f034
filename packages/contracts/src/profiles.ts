import { z } from 'zod';
import { baseBody, baseQuery, idSchema, queryIdSchema, safeText } from './common';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';

/**
 * Relationship codes of a profile, in the form's order: 'A' is the user's own
 * profile and sorts first; B–O are Lover, Partner, Child, Parent, Family, Relative or friend,
 * Friend, Ex, Colleague, Teacher, Student, Celebrity, Client, Others.
 */
export const RELATIONSHIPS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
] as const;
export const relationshipSchema = z.enum(RELATIONSHIPS);
export type Relationship = z.infer<typeof relationshipSchema>;

/**
 * Nickname as the server takes it: trimmed, 1–16 characters, no tab or line break (else 1603);
 * other control characters answer 1001, as in every text field.
 */
export const profileNicknameSchema = safeText().trim();

export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
/** A local time of day to the minute, 00:00–23:59; kept as given, never rounded. */
export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');
/** An IANA time-zone name such as Asia/Shanghai (checked against the runtime's zone data). */
export const timeZoneSchema = safeText().min(1).max(64);
/** A manual UTC offset in minutes, −12:00 … +14:00. */
export const utcOffsetSchema = z.number().int().min(-720).max(840);

/** A place as a profile stores it: a snapshot, so later data updates never move a chart. */
export const placeSnapshotSchema = z.object({
  id: z.string(),
  name: z.string(),
  fullName: z.string(),
  lat: z.number(),
  lon: z.number(),
  tz: z.string(),
});
export type PlaceSnapshot = z.infer<typeof placeSnapshotSchema>;

/** How the local birth time became UTC: the offset used, summer time, local mean time. */
export const birthInstantSchema = z.object({
  utc: z.string(),
  utcOffsetMinutes: z.number(),
  dst: z.boolean(),
  /** before the zone kept standard time: local mean time from the birthplace's longitude */
  lmt: z.boolean(),
  /** the local time happened twice (clocks went back): the earlier instant was taken */
  ambiguous: z.boolean(),
  /** the local time never happened (clocks went forward): moved forward by the gap */
  skipped: z.boolean(),
  /** the user set the offset by hand */
  overridden: z.boolean(),
});
export type BirthInstant = z.infer<typeof birthInstantSchema>;

export const birthFieldsSchema = z.object({
  birthDate: dateSchema,
  birthTime: timeSchema,
  timeUnknown: z.boolean().default(false),
  birthPlaceId: safeText().min(1).max(40),
  /** defaults to the birthplace's zone */
  timeZone: timeZoneSchema.optional(),
  utcOffsetMinutes: utcOffsetSchema.nullable().optional(),
});

// ---- personal/add, personal/add/relation ------------------------------------------------

export const profileBody = baseBody.extend({
  /** present: edit that profile */
  id: idSchema.optional(),
  nickname: profileNicknameSchema,
  relationship: relationshipSchema,
  gender: z.union([z.literal(1), z.literal(2)]),
  residencePlaceId: safeText().min(1).max(40),
  ...birthFieldsSchema.shape,
});
export type ProfileInput = z.input<typeof profileBody>;

export const profileSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  relationship: relationshipSchema,
  gender: z.union([z.literal(1), z.literal(2)]),
  birthDate: z.string(),
  birthTime: z.string(),
  timeUnknown: z.boolean(),
  birthPlace: placeSnapshotSchema,
  residence: placeSnapshotSchema,
  timeZone: z.string(),
  birth: birthInstantSchema,
  /** Sun sign, 0 Aries … 11 Pisces */
  constellation: z.number().int(),
  /** Sun, Moon and rising signs (rising is null when the birth time is unknown) */
  star: z.object({
    sun: z.number().int(),
    moon: z.number().int(),
    rising: z.number().int().nullable(),
  }),
  current: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileListResponse = z.object({
  list: z.array(profileSchema),
  currentId: z.number().int().nullable(),
});
export type ProfileList = z.infer<typeof profileListResponse>;

export const profileIdQuery = baseQuery.extend({ id: queryIdSchema });
/** personal/del: a selection of one or more ids, comma-separated */
export const profileDeleteQuery = baseQuery.extend({
  ids: z
    .string()
    .regex(/^\d+(,\d+){0,49}$/)
    .transform((s) => s.split(',').map(Number))
    .pipe(z.array(idSchema)),
});
export const profileDeleteResponse = z.object({
  deleted: z.number().int(),
  currentId: z.number().int().nullable(),
});
export const currentProfileBody = baseBody.extend({ id: idSchema });

/** personal/birthInstant: what a birth time becomes, shown live in the form. */
export const birthInstantBody = baseBody.extend(birthFieldsSchema.shape);

// ---- routes ----------------------------------------------------------------------------------

export const profilesRoutes = defineRoutes(endpoints.profiles, {
  list: { query: baseQuery, response: profileListResponse },
  addOwn: { body: profileBody, response: profileSchema },
  addRelation: { body: profileBody, response: profileSchema },
  info: { query: profileIdQuery, response: profileSchema },
  remove: { query: profileDeleteQuery, response: profileDeleteResponse },
  setCurrent: { body: currentProfileBody, response: profileListResponse },
  birthInstant: { body: birthInstantBody, response: birthInstantSchema },
});
