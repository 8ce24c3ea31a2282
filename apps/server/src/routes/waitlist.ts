import { messages, waitlistJoinSchema } from "@lectern/core";
import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { jsonBody } from "../http/validate.ts";
import { limitUsage } from "../services/usage-limits.ts";
import { joinWaitlist, waitlistCount } from "../services/waitlist.ts";

export const waitlistRoutes = new Hono<AppEnv>()
  // issue 18 §2: public, and each join takes a global lock: limited per client address
  .post("/", limitUsage("waitlist"), async (c) => {
    const body = await jsonBody(c, waitlistJoinSchema);
    const { db } = c.get("deps").database;
    const result = await joinWaitlist(db, body.email, body.referral_source ?? null);
    return c.json(
      result.alreadyOnWaitlist
        ? { ...result, message: messages.waitlist.alreadyOnWaitlist }
        : { ...result, message: null },
      result.alreadyOnWaitlist ? 200 : 201,
    );
  })
  .get("/stats", async (c) => {
    const { db } = c.get("deps").database;
    return c.json({ count: await waitlistCount(db) });
  });
