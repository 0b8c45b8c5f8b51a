import { z } from "zod";
import { emailAddressSchema } from "./email";
import { isoDate, multiLine, singleLine, trimmed, updateSchema, uuid } from "./fields";
import { passkeyAddressSchema } from "./passkeys";

/** The five roles of a membership; the same list as @larder/domain's ROLES. */
export const roleSchema = z.enum(["owner", "manager", "chef", "purchasing", "staff"], {
  error: "Choose a role: owner, manager, chef, purchasing or staff.",
});

// Sign-in

export const emailSignInStartSchema = z.object({
  email: emailAddressSchema,
  mode: z.enum(["login", "signup"]).default("login"),
  /** Where to go after signing in, a path inside /app. */
  next: singleLine("the page to return to", 500).optional(),
});
export type EmailSignInStart = z.infer<typeof emailSignInStartSchema>;

export const emailSignInStartedSchema = z.object({
  challengeId: z.uuid(),
  email: z.string(),
  expiresAt: z.string(),
  resendAfterSeconds: z.number().int(),
});
export type EmailSignInStarted = z.infer<typeof emailSignInStartedSchema>;

export const emailSignInVerifySchema = z.object({
  challengeId: uuid("sign-in request"),
  code: z
    .string({ error: "Enter the 6-digit code from the email." })
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, { error: "The code has 6 digits." })),
});
export type EmailSignInVerify = z.input<typeof emailSignInVerifySchema>;

export const signedInSchema = z.object({ redirectTo: z.string() });
export type SignedIn = z.infer<typeof signedInSchema>;

export const authProvidersSchema = z.object({
  google: z.boolean(),
  /** Where "Sign in with a passkey" works (APP_URL): /login says so when opened elsewhere. */
  passkeys: passkeyAddressSchema,
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

// Session

export const workspaceSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: roleSchema,
  isDemo: z.boolean(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

export const sessionResponseSchema = z.object({
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    isDemo: z.boolean(),
    /** Whether they run this Larder server: they see its backups (Settings → Backups). */
    isOperator: z.boolean(),
  }),
  csrfToken: z.string(),
  workspaces: z.array(workspaceSummarySchema),
  currentWorkspaceId: z.uuid().nullable(),
  currentLocationId: z.uuid().nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const switchWorkspaceSchema = z.object({
  workspaceId: uuid("workspace"),
  /** A location of that workspace, or null for "All locations". */
  locationId: uuid("location").nullable().optional(),
});

export const sessionListSchema = z.array(
  z.object({
    id: z.uuid(),
    device: z.string(),
    ip: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    current: z.boolean(),
  }),
);
export type SessionList = z.infer<typeof sessionListSchema>;

export const profileUpdateSchema = z.object({ name: trimmed("your name", 120) });

// Onboarding, workspaces, locations

export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: "Choose a currency, like USD." });

export const timeZoneSchema = z.string({ error: "Choose a time zone." }).refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return zone.length > 0;
    } catch {
      return false;
    }
  },
  { error: "Choose a time zone from the list, like America/New_York." },
);

export const locationInputSchema = z.object({
  name: trimmed("the location's name", 120),
  address: multiLine("the address", 300).default(""),
  timeZone: timeZoneSchema,
  currency: currencySchema.default("USD"),
});
export type LocationInput = z.input<typeof locationInputSchema>;

export const onboardingSchema = z.object({
  workspaceName: trimmed("your workspace's name", 120),
  location: locationInputSchema,
});
export type Onboarding = z.input<typeof onboardingSchema>;

export const createdWorkspaceSchema = z.object({ workspaceId: z.uuid(), redirectTo: z.string() });

export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{3,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, { error: "Enter a domain like bistro.com." });

export const workspaceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  allowedDomain: z.string().nullable(),
  isDemo: z.boolean(),
  createdAt: z.string(),
  role: roleSchema,
  permissions: z.array(z.string()),
  /** Null when the member works at every location. */
  locationIds: z.array(z.uuid()).nullable(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceUpdateSchema = updateSchema(
  {
    name: trimmed("the workspace's name", 120),
    allowedDomain: domainSchema.nullable(),
  },
  "Send a new name or allowed domain.",
);

export const storageAreaSchema = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
});
export type StorageArea = z.infer<typeof storageAreaSchema>;

export const locationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  archived: z.boolean(),
  createdAt: z.string(),
  /** Weekdays it opens, 0 = Monday … 6 = Sunday: forecasts expect no use on the others. */
  openingDays: z.array(z.number().int()),
  /** The country or region whose public holidays the forecast knows ("US-NY"); null for none. */
  holidayRegion: z.string().nullable(),
  storageAreas: z.array(storageAreaSchema),
});
export type Location = z.infer<typeof locationSchema>;

export const openingDaysSchema = z
  .array(z.number().int().min(0).max(6), { error: "Choose the days the location opens." })
  .min(1, { error: "Choose at least one day the location opens." })
  .max(7)
  .refine((days) => new Set(days).size === days.length, { error: "Each day once." });

export const closureInputSchema = z.object({
  day: isoDate("the day"),
  name: singleLine("the name", 120).default(""),
});
export type ClosureInput = z.input<typeof closureInputSchema>;
export const closureSchema = z.object({ day: z.string(), name: z.string() });
export type Closure = z.infer<typeof closureSchema>;

export const locationUpdateSchema = updateSchema({
  name: trimmed("the location's name", 120),
  address: multiLine("the address", 300),
  timeZone: timeZoneSchema,
  currency: currencySchema,
  archived: z.boolean(),
  openingDays: openingDaysSchema,
});

export const storageAreaInputSchema = z.object({ name: trimmed("the storage area's name", 80) });
export const storageAreaUpdateSchema = updateSchema({
  name: trimmed("the storage area's name", 80),
  position: z.number().int().min(0).max(10_000),
  archived: z.boolean(),
});

// Members, invitations, requests to join

export const memberSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  locationIds: z.array(z.uuid()).nullable(),
  joinedAt: z.string(),
  isYou: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberUpdateSchema = updateSchema(
  {
    role: roleSchema,
    /** Null for every location. */
    locationIds: z.array(uuid("location")).max(200).nullable(),
  },
  "Send a new role or locations.",
);

export const invitationInputSchema = z.object({
  email: emailAddressSchema,
  role: roleSchema,
  locationIds: z.array(uuid("location")).max(200).nullable().default(null),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(["pending", "accepted", "revoked", "expired"]),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  role: roleSchema,
  email: z.string(),
  invitedBy: z.string().nullable(),
  /** False when the invitation was for another address than the signed-in person's. */
  forYou: z.boolean(),
  status: z.enum(["pending", "accepted", "revoked", "expired"]),
});

export const invitationAcceptSchema = z.object({
  workspaceId: uuid("workspace"),
  token: z.string().min(10).max(200),
});

export const joinOptionSchema = z.object({
  workspaceId: z.uuid(),
  name: z.string(),
  domain: z.string(),
  requested: z.boolean(),
});
export const joinRequestSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export const joinDecisionSchema = z.object({
  role: roleSchema.default("staff"),
});

/**
 * The page `/demo` shows a person who is signed in (not to a demo): the web build prerenders it
 * with these placeholders, and the server fills them in, escaped, for each request.
 */
export const DEMO_SWITCH_PLACEHOLDERS = {
  /** "Maria Lopez (maria@bistro.com)", or the address alone. */
  signedInAs: "__LARDER_SIGNED_IN_AS__",
  /** The session's CSRF token, sent back in the form field `csrf`. */
  csrfToken: "__LARDER_CSRF_TOKEN__",
} as const;
