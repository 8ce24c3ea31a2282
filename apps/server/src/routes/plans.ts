import { isPlanHidden, isUuidV4 } from "@lectern/core";
import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { subscriptionPlans } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";

/** spec 2 §7: active plans by price ascending (hidden 'pro' plans left out), and one plan by id. */
export const planRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { db } = c.get("deps").database;
    const rows = await db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.is_active, true))
      .orderBy(asc(subscriptionPlans.price));
    return c.json({ plans: rows.filter((plan) => !isPlanHidden(plan.name)) });
  })
  .get("/:id", async (c) => {
    const id = c.req.param("id");
    // spec 1 §5: a lookup by an id that is not a UUID v4 finds nothing
    if (!isUuidV4(id)) throw new ApiError(404, "Plan not found");
    const { db } = c.get("deps").database;
    const [plan] = await db
      .select()
      .from(subscriptionPlans)
      .where(and(eq(subscriptionPlans.id, id), eq(subscriptionPlans.is_active, true)));
    if (!plan) throw new ApiError(404, "Plan not found");
    return c.json({ plan });
  });
