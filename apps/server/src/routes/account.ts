import { Hono } from "hono";
import type { AppEnv } from "../app.ts";

/** A student's own data (issue 18 §6): 'Download my data' and 'Delete my account'. */
export const accountRoutes = new Hono<AppEnv>();
