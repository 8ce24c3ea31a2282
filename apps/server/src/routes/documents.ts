import {
  canUseTextract,
  DOCUMENT_MAX_BYTES,
  messages,
  PAID_TIER_PAGE_LIMIT,
  PDF_MAX_PAGES,
  TEXTRACT_DEFAULT_PAGE_LIMIT,
  TEXTRACT_INVALID_FORMAT_STATUS,
  TITLE_MAX_CHARS,
  validateDocumentSelection,
} from "@lectern/core";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { ApiError } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";
import { DocumentsBusyError, decodeDataUrl, extractDocument } from "../services/documents/extract.ts";
import { DOCUMENT_BUSY_RETRY_AFTER_S } from "../services/documents/pool.ts";
import { consumeRateLimit } from "../services/rate-limit.ts";
import { getUserTier, getUserTierState } from "../services/tiers.ts";

/** A 5 MB file as base64 (4 characters per 3 bytes) plus the JSON around it (app.ts gives this route that limit). */
export const TEXTRACT_BODY_LIMIT_BYTES = Math.ceil(DOCUMENT_MAX_BYTES / 3) * 4 + 64 * 1024;

/** Lectern wording: server extraction is for paid plans (spec 2 §6: Textract unavailable on the free tier). */
export const SERVER_EXTRACTION_PAID_ONLY =
  "Server text extraction is available on paid plans. Your browser extracts the text instead.";

/** spec 2 §7 textract-document's body. */
export const textractDocumentBodySchema = z.object({
  fileData: z.string().max(TEXTRACT_BODY_LIMIT_BYTES),
  fileName: z.string().trim().min(1).max(TITLE_MAX_CHARS),
  mimeType: z.string().max(200),
  pageLimit: z.number().int().min(1).optional(),
});

/** spec 2 §7 get_user_document_count's body. */
export const documentCountBodySchema = z.object({ user_uuid: z.string().max(200) });

export const documentRoutes = new Hono<AppEnv>()
  /**
   * spec 2 §7 textract-document (issue 19 §2): server text extraction for the tiers that may use it (paid).
   * Free users' browsers extract on their own. The device records the extraction afterwards (sync).
   */
  .post("/textract-document", requireUser, async (c) => {
    const { database, config } = c.get("deps");
    const userId = c.get("user").id;
    // the body is read first (at most the route's body limit): a refusal that leaves it unread costs the client
    // its kept-alive connection
    const body = await jsonBody(c, textractDocumentBodySchema);
    const { tier, info } = await getUserTierState(database.db, userId, { documents: config.documents });
    if (!tier.canGenerate) throw new ApiError(403, tier.reason ?? messages.tiers.limitReached);
    // spec 2 §7 canUseTextract: the tiers service's rule, as every other gate uses it
    if (!canUseTextract(info)) throw new ApiError(403, SERVER_EXTRACTION_PAID_ONLY);

    // issue 18 §2's pattern: requests per user and window, counted in the database (rate_limit)
    const rule = config.documents.rateLimit;
    const verdict = await consumeRateLimit(database.db, `usage:documents:user:${userId}`, rule);
    if (!verdict.allowed) {
      const retryAfter = verdict.retryAfter ?? rule.windowSeconds;
      c.header("Retry-After", String(retryAfter));
      throw new ApiError(429, messages.limits.tooManyDocumentExtractions(retryAfter));
    }

    const bytes = decodeDataUrl(body.fileData);
    const refusal = validateDocumentSelection({
      files: [{ name: body.fileName, size: bytes.length }],
      remaining: tier.remaining,
      isFreeTier: false,
    });
    if (refusal) throw new ApiError(TEXTRACT_INVALID_FORMAT_STATUS, refusal);
    const pageLimit = Math.min(
      body.pageLimit ?? TEXTRACT_DEFAULT_PAGE_LIMIT,
      PAID_TIER_PAGE_LIMIT,
      PDF_MAX_PAGES,
    );
    try {
      return c.json(await extractDocument(config.documents, { bytes, pageLimit }, c.req.raw.signal));
    } catch (error) {
      if (error instanceof DocumentsBusyError) c.header("Retry-After", String(DOCUMENT_BUSY_RETRY_AFTER_S));
      throw error;
    }
  })
  /**
   * spec 2 §7 get_user_document_count: the caller's document count, derived from their extraction records
   * (document_counts; each record counted once by its id, however often a device pushes it).
   */
  .post("/rpc/get_user_document_count", requireUser, async (c) => {
    const body = await jsonBody(c, documentCountBodySchema);
    const userId = c.get("user").id;
    if (body.user_uuid !== userId) throw new ApiError(403, "You can only read your own document count");
    const tier = await getUserTier(c.get("deps").database.db, userId);
    return c.json({ count: tier.documentsGeneratedCount });
  });
