import { FREE_TIER, PAID_TIER_PAGE_LIMIT, PLAN_INTERVALS, subscriptionPeriodEnd } from "@lectern/core";
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { subscriptionPlans, user } from "../db/schema/index.ts";
import { activateSubscription } from "../services/billing/activation.ts";
import { AdminError } from "./backup-file.ts";

/**
 * One plan of a plans file (`npm run admin -- seed-plans <file.json>`): spec 2 §3's plan fields; only name and
 * price are required; unknown fields are refused. dodo_product_id is the Dodo product sold for the plan (without one, and without a
 * live_product_link, the plan cannot be bought through Dodo).
 */
export const seedPlanSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(5000).optional(),
    price: z.number().finite().nonnegative().max(1_000_000_000),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, "Currency must be a 3-letter ISO code")
      .optional(),
    interval: z.enum(PLAN_INTERVALS).optional(),
    features: z.array(z.string().max(500)).max(100).optional(),
    is_active: z.boolean().optional(),
    live_product_link: z.string().url().startsWith("http").nullable().optional(),
    textract_page_limit: z.number().int().min(0).max(1_000_000).optional(),
    dodo_product_id: z.string().trim().min(1).max(200).nullable().optional(),
  })
  .strict();
export type SeedPlan = z.infer<typeof seedPlanSchema>;

/** What a new plan has where the file says nothing; an existing plan keeps its own value instead. */
const NEW_PLAN_DEFAULTS = {
  description: "",
  currency: "USD",
  interval: "monthly",
  features: [] as string[],
  is_active: true,
  live_product_link: null,
  textract_page_limit: 0,
  dodo_product_id: null,
};

/** A plans file: an array of plans, or `{ "plans": [...] }`; names are unique within it. */
export const plansFileSchema = z.preprocess(
  // `{ "plans": [...] }` is the same list (a plain object with other keys is refused as not a list)
  (value) =>
    value && typeof value === "object" && !Array.isArray(value) && "plans" in value
      ? (value as { plans: unknown }).plans
      : value,
  z
    .array(seedPlanSchema)
    .min(1, "The file names no plan")
    .refine(
      (plans) => new Set(plans.map((p) => p.name)).size === plans.length,
      "Two plans have the same name",
    ),
);

const PAID_FEATURES = [
  "Unlimited documents",
  "Premium OCR up to 500 pages",
  "AI flashcards, quizzes and summaries",
  "Spaced repetition",
  "Progress dashboard and goals",
  "Offline sync across devices",
];

/**
 * The default plans (issue 20 §2): Free, Student at 5 USD a month and the yearly student plan at 50 USD (ten
 * months: 'Save 2 months!'). Names, texts and features are those migration 0001 seeded, so on a fresh database
 * seeding changes nothing, and on an old one it restores them.
 */
export const DEFAULT_PLANS: SeedPlan[] = [
  {
    name: "Free",
    description: "Try Lectern: one week of access and 5 documents.",
    price: 0,
    currency: "USD",
    interval: "monthly",
    features: [
      "5 lifetime documents",
      "5 MB files",
      "Basic OCR",
      "On-device transcription",
      "Flashcards and quizzes",
    ],
    is_active: true,
    live_product_link: null,
    textract_page_limit: FREE_TIER.textractPages,
    dodo_product_id: null,
  },
  {
    name: "Student",
    description: "Everything you need for a semester of lectures.",
    price: 5,
    currency: "USD",
    interval: "monthly",
    features: PAID_FEATURES,
    is_active: true,
    live_product_link: null,
    textract_page_limit: PAID_TIER_PAGE_LIMIT,
    dodo_product_id: null,
  },
  {
    name: "Student Annual",
    description: "A whole year of Lectern for the price of ten months.",
    price: 50,
    currency: "USD",
    interval: "yearly",
    features: PAID_FEATURES,
    is_active: true,
    live_product_link: null,
    textract_page_limit: PAID_TIER_PAGE_LIMIT,
    dodo_product_id: null,
  },
];

/** Reads a plans file's JSON text; a wrong field is an operator's error, named. */
export function parsePlansFile(text: string, file: string): SeedPlan[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new AdminError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = plansFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AdminError(`${file}: ${issue?.path.join(".") || "plans"}: ${issue?.message}`);
  }
  return parsed.data;
}

export type SeedOutcome = { inserted: string[]; updated: string[]; unchanged: string[] };

const FIELDS = [
  "description",
  "price",
  "currency",
  "interval",
  "features",
  "is_active",
  "live_product_link",
  "textract_page_limit",
  "dodo_product_id",
] as const;

/**
 * Upserts plans by name (issue 20 §2) in one transaction: a plan of that name gets the fields the file gives
 * where they differ (a field the file leaves out keeps its value), else the plan is inserted (with
 * NEW_PLAN_DEFAULTS for what is left out); plans the file does not name are left as they are. Seeding the same plans twice changes nothing.
 */
export async function seedPlans(db: Database, plans: SeedPlan[]): Promise<SeedOutcome> {
  const valid = plansFileSchema.parse(plans);
  return db.transaction(async (tx) => {
    // one seeding at a time: two at once must not both insert the same name
    await tx.execute(sql`lock table subscription_plans in share row exclusive mode`);
    const outcome: SeedOutcome = { inserted: [], updated: [], unchanged: [] };
    for (const plan of valid) {
      const [existing] = await tx
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.name, plan.name))
        .orderBy(asc(subscriptionPlans.created_at))
        .limit(1);
      if (!existing) {
        await tx.insert(subscriptionPlans).values({ ...NEW_PLAN_DEFAULTS, ...plan });
        outcome.inserted.push(plan.name);
        continue;
      }
      const changed = FIELDS.filter(
        (field) =>
          plan[field] !== undefined && JSON.stringify(existing[field]) !== JSON.stringify(plan[field]),
      );
      if (changed.length === 0) {
        outcome.unchanged.push(plan.name);
        continue;
      }
      await tx
        .update(subscriptionPlans)
        .set({
          ...Object.fromEntries(changed.map((field) => [field, plan[field]])),
          updated_at: new Date().toISOString(),
        })
        .where(eq(subscriptionPlans.id, existing.id));
      outcome.updated.push(plan.name);
    }
    return outcome;
  });
}

/**
 * `npm run admin -- grant-plan <email> <plan name>` (issue 20 §2): the plan becomes the user's through the same
 * activation as a payment (spec 2 §4), on the gateway 'admin', with no payment recorded.
 */
export async function grantPlan(
  db: Database,
  email: string,
  planName: string,
  now = new Date(),
): Promise<{ email: string; planName: string; periodEnd: string | null }> {
  const [owner] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
  if (!owner) throw new AdminError(`No account has the e-mail ${email}.`);
  const [plan] = await db
    .select({ id: subscriptionPlans.id, name: subscriptionPlans.name, interval: subscriptionPlans.interval })
    .from(subscriptionPlans)
    .where(eq(sql`lower(${subscriptionPlans.name})`, planName.trim().toLowerCase()))
    .orderBy(asc(subscriptionPlans.created_at))
    .limit(1);
  if (!plan) {
    const names = await db.select({ name: subscriptionPlans.name }).from(subscriptionPlans);
    throw new AdminError(`No plan is named ${planName}. Plans: ${names.map((p) => p.name).join(", ")}.`);
  }
  await activateSubscription(db, { userId: owner.id, plan, gateway: "admin", now });
  return {
    email: owner.email,
    planName: plan.name,
    periodEnd: subscriptionPeriodEnd(now, plan.interval).toISOString(),
  };
}
