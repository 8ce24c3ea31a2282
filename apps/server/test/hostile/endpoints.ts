import {
  cancelSubscriptionRequestSchema,
  createFlashcardsChunkRequestSchema,
  createFlashcardsRequestSchema,
  enhanceContentRequestSchema,
  generateQuizChunkRequestSchema,
  generateQuizRequestSchema,
  generateSummaryRequestSchema,
  goalPayloadSchema,
  SYNCED_COLLECTIONS,
  syncedRecordSchemas,
  syncPullQuerySchema,
  syncPushRequestSchema,
  uuidSchema,
  waitlistJoinSchema,
} from "@lectern/core";
import type { z } from "zod";
import type { Auth } from "../../src/auth/auth.ts";
import { deletionSchema, existsQuerySchema } from "../../src/routes/account.ts";
import { documentCountBodySchema, textractDocumentBodySchema } from "../../src/routes/documents.ts";
import { noteListQuerySchema } from "../../src/routes/notes.ts";
import { zoneQuerySchema } from "../../src/routes/progress.ts";
import { updateFlashcardScheduleBodySchema } from "../../src/routes/rpc.ts";
import { createShareSchema } from "../../src/routes/shares.ts";
import { generate, jsonSchemaOf, type Schema, seededUuid } from "./generate.ts";
import type { Value } from "./json-text.ts";
import type { Random } from "./random.ts";

/**
 * What the battery knows of the signed-in student, so some bodies reach past "not found" into real work; and the
 * id of another account (`bystanderId`), put where a hostile client would aim at someone else's data.
 */
export type Student = {
  userId: string;
  email: string;
  password: string;
  noteId: string;
  bystanderId?: string;
};

/**
 * One JSON endpoint under test. `input` says where the generated value goes: the JSON body, the query string,
 * the last path segment, or a multipart upload (transcribe). `fix` turns a schema-valid value into one that
 * also passes the server's own checks (the student's ids) part of the time.
 */
export type Endpoint = {
  name: string;
  method: "GET" | "POST" | "DELETE";
  path: string;
  input: "body" | "query" | "segment" | "upload";
  schema: Schema;
  signedIn: boolean;
  hints?: Record<string, Schema>;
  fix?: (value: Value, student: Student, r: Random) => Value;
  /** Longest hostile string spliced in: generation runs the local engine on what it is sent. */
  maxStringChars?: number;
};

const NONE: Schema = { type: "object", properties: {} };
/** The transcribe upload has no zod schema (it is streamed): a `file` part and the fields a client might add. */
const UPLOAD: Schema = {
  type: "object",
  properties: {
    file: { type: "string", maxLength: 64 },
    filename: { enum: ["lecture.webm", "a.wav", "a.mp3", "notes.txt", "", "a\u0000.mp3", "../../a.m4a"] },
    type: { enum: ["audio/webm", "audio/wav", "audio/mpeg", "text/plain", "", "audio/webm; codecs=opus"] },
    language: { type: "string", maxLength: 8 },
  },
  required: ["file", "filename", "type"],
};
const obj = (v: Value) => v as Record<string, Value>;

/** Sync ops carry records of their collection (syncedRecordSchemas), mostly the student's own. */
function fixSyncPush(value: Value, student: Student, r: Random): Value {
  const ops = obj(value).ops;
  if (!Array.isArray(ops)) return value;
  for (const op of ops) {
    const o = obj(op);
    const collection = r.pick(SYNCED_COLLECTIONS);
    o.type = collection;
    const data = obj(generate(RECORD_SCHEMAS[collection], r));
    data.id = seededUuid(r);
    if (r.chance(0.85)) data.user_id = student.userId;
    if (o.operation === "delete" && r.chance(0.5)) data.deleted_at = new Date().toISOString();
    o.data = data;
  }
  return value;
}
const RECORD_SCHEMAS = Object.fromEntries(
  SYNCED_COLLECTIONS.map((c) => [c, jsonSchemaOf(syncedRecordSchemas[c] as z.ZodType)]),
) as Record<(typeof SYNCED_COLLECTIONS)[number], Schema>;

/** Generation bodies name the student's note most of the time, so the engine runs on them. */
function fixNote(value: Value, student: Student, r: Random): Value {
  const note = obj(obj(value).note ?? {});
  if (r.chance(0.7)) note.id = student.noteId;
  return value;
}
function fixChunk(value: Value, student: Student, r: Random): Value {
  const v = obj(value);
  if (r.chance(0.5)) v.noteId = student.noteId;
  if (typeof v.totalChunks === "number" && typeof v.chunkIndex === "number" && r.chance(0.7)) {
    v.chunkIndex = r.int(v.totalChunks);
  }
  return value;
}
const fixSegmentToNote = (_: Value, student: Student, r: Random): Value =>
  r.chance(0.3) ? student.noteId : _;
const fixSignIn = (value: Value, student: Student, r: Random): Value => {
  if (r.chance(0.2)) obj(value).email = student.email;
  return value;
};

/** Another user's id, or a random one, or the student's own: the session decides whose data, never a field. */
const someUserId = (student: Student, r: Random): string =>
  r.pick([student.bystanderId ?? seededUuid(r), seededUuid(r), student.userId]);

/**
 * 'Delete my account' (issue 18 §6) reaches its checks: the confirmation word most of the time, and a password
 * that is never the student's (the battery's student must survive it); ids of other users as stray fields.
 */
function fixDeletion(value: Value, student: Student, r: Random): Value {
  const v = obj(value);
  if (r.chance(0.6)) v.confirmation = r.pick(["DELETE", " DELETE ", "delete"]);
  if (v.password === undefined && r.chance(0.5)) v.password = r.pick(["", "password", student.email]);
  if (v.password === student.password) v.password = `${student.password}!`;
  if (r.chance(0.3)) v[r.pick(["userId", "user_id", "id"])] = someUserId(student, r);
  return value;
}
/** The export's query has no fields the server reads: ids of other users must change nothing. */
function fixExport(value: Value, student: Student, r: Random): Value {
  if (r.chance(0.5)) obj(value)[r.pick(["userId", "user_id", "id"])] = someUserId(student, r);
  return value;
}
const fixExists = (value: Value, student: Student, r: Random): Value => {
  if (r.chance(0.5)) obj(value).userId = someUserId(student, r);
  return value;
};

const GENERATION_TEXT = 4_000;

function ourEndpoints(): Endpoint[] {
  const none = (method: "GET", path: string, signedIn: boolean): Endpoint => ({
    name: `${method} ${path}`,
    method,
    path,
    input: "query",
    schema: NONE,
    signedIn,
  });
  const generation = (path: string, schema: z.ZodType, fix: Endpoint["fix"]): Endpoint => ({
    name: `POST ${path}`,
    method: "POST",
    path,
    input: "body",
    schema: jsonSchemaOf(schema),
    signedIn: true,
    fix,
    maxStringChars: GENERATION_TEXT,
  });
  return [
    none("GET", "/api/health", false),
    none("GET", "/api/plans", false),
    { ...none("GET", "/api/plans/:id", false), input: "segment", schema: jsonSchemaOf(uuidSchema) },
    {
      name: "POST /api/waitlist",
      method: "POST",
      path: "/api/waitlist",
      input: "body",
      schema: jsonSchemaOf(waitlistJoinSchema),
      signedIn: false,
    },
    none("GET", "/api/waitlist/stats", false),
    {
      name: "POST /api/sync/push",
      method: "POST",
      path: "/api/sync/push",
      input: "body",
      schema: jsonSchemaOf(syncPushRequestSchema),
      signedIn: true,
      fix: fixSyncPush,
    },
    { ...none("GET", "/api/sync/pull", true), schema: jsonSchemaOf(syncPullQuerySchema) },
    { ...none("GET", "/api/notes", true), schema: jsonSchemaOf(noteListQuerySchema) },
    {
      ...none("GET", "/api/notes/:id", true),
      input: "segment",
      schema: jsonSchemaOf(uuidSchema),
      fix: fixSegmentToNote,
    },
    // A quiz by id (issue 15): hostile segments; most are nobody's quiz, which must answer 404 like another's.
    { ...none("GET", "/api/quizzes/:id", true), input: "segment", schema: jsonSchemaOf(uuidSchema) },
    none("GET", "/api/tier", true),
    // the progress dashboard and home (issue 17): hostile time zones; the goal form with a valid zone
    { ...none("GET", "/api/progress", true), schema: jsonSchemaOf(zoneQuerySchema) },
    { ...none("GET", "/api/home", true), schema: jsonSchemaOf(zoneQuerySchema) },
    {
      name: "POST /api/goals",
      method: "POST",
      path: "/api/goals?tz=UTC",
      input: "body",
      schema: jsonSchemaOf(goalPayloadSchema),
      signedIn: true,
    },
    none("GET", "/api/transcribe", false),
    {
      name: "POST /api/transcribe",
      method: "POST",
      path: "/api/transcribe",
      input: "upload",
      schema: UPLOAD,
      signedIn: true,
    },
    {
      name: "POST /api/rpc/update_flashcard_schedule",
      method: "POST",
      path: "/api/rpc/update_flashcard_schedule",
      input: "body",
      schema: jsonSchemaOf(updateFlashcardScheduleBodySchema),
      signedIn: true,
      // the spec's call names its user: the student's own id most of the time, so it reaches the card lookup
      fix: (value, student, r) => {
        if (r.chance(0.7)) obj(value).p_user_id = student.userId;
        return value;
      },
    },
    // a student's own data (issue 18 §6): the export streams a zip of the session's user, whatever the query
    // says; the exists check is public; deletion refuses every hostile body (hostile-input.test.ts checks that the
    // student and the bystander are still there afterwards)
    { ...none("GET", "/api/account/export", true), fix: fixExport },
    {
      ...none("GET", "/api/account/exists", false),
      schema: jsonSchemaOf(existsQuerySchema),
      fix: fixExists,
    },
    {
      name: "DELETE /api/account",
      method: "DELETE",
      path: "/api/account",
      input: "body",
      schema: jsonSchemaOf(deletionSchema),
      signedIn: true,
      fix: fixDeletion,
    },
    // server text extraction (issue 19 §2): hostile bodies and data URLs; the document count of a hostile user id
    {
      name: "POST /api/textract-document",
      method: "POST",
      path: "/api/textract-document",
      input: "body",
      schema: jsonSchemaOf(textractDocumentBodySchema),
      signedIn: true,
    },
    {
      name: "POST /api/rpc/get_user_document_count",
      method: "POST",
      path: "/api/rpc/get_user_document_count",
      input: "body",
      schema: jsonSchemaOf(documentCountBodySchema),
      signedIn: true,
      fix: (value, student, r) => {
        if (r.chance(0.5)) obj(value).user_uuid = student.userId;
        return value;
      },
    },
    // subscriptions and payments (issue 20): the student's own rows; Cancel with hostile ids (nobody's: 404)
    none("GET", "/api/subscription", true),
    none("GET", "/api/payments", true),
    none("GET", "/api/payments/config", true),
    {
      name: "POST /api/subscription/cancel",
      method: "POST",
      path: "/api/subscription/cancel",
      input: "body",
      schema: jsonSchemaOf(cancelSubscriptionRequestSchema),
      signedIn: true,
    },
    // share links (issue 22 §3): hostile bodies for the owner's side, hostile tokens for the public side
    {
      name: "POST /api/shares",
      method: "POST",
      path: "/api/shares",
      input: "body",
      schema: jsonSchemaOf(createShareSchema),
      signedIn: true,
      fix: (value, student, r) => {
        if (r.chance(0.5)) obj(value).noteId = student.noteId;
        return value;
      },
    },
    {
      ...none("GET", "/api/shared/:token", false),
      input: "segment",
      schema: { type: "string", maxLength: 64 },
    },
    none("GET", "/api/ai/status", false),
    generation("/api/ai/generate-quiz", generateQuizRequestSchema, fixNote),
    generation("/api/ai/generate-quiz-chunk", generateQuizChunkRequestSchema, fixChunk),
    generation("/api/ai/create-flashcards", createFlashcardsRequestSchema, fixNote),
    generation("/api/ai/create-flashcards-chunk", createFlashcardsChunkRequestSchema, fixChunk),
    generation("/api/ai/generate-summary", generateSummaryRequestSchema, fixNote),
    generation("/api/ai/enhance-content", enhanceContentRequestSchema, fixNote),
  ];
}

/**
 * The better-auth endpoints the web client calls, with the zod schema better-auth itself validates each with
 * (`auth.api.<name>.options`), so the battery follows the library's version rather than a copy.
 */
function authEndpoints(auth: Auth): Endpoint[] {
  const api = auth.api as unknown as Record<
    string,
    { path: string; options: { body?: z.ZodType; query?: z.ZodType } }
  >;
  const text: Schema = { type: "string", maxLength: 100 };
  const list: Array<[name: string, signedIn: boolean, extra?: Partial<Endpoint>]> = [
    ["signInEmail", false, { fix: fixSignIn }],
    ["signUpEmail", false, { hints: { firstName: text, lastName: text } }],
    ["requestPasswordReset", false],
    ["resetPassword", false],
    ["sendVerificationEmail", false],
    ["verifyEmail", false, { method: "GET", input: "query" }],
    ["getSession", true, { method: "GET", input: "query" }],
    ["updateUser", true, { hints: { name: text, firstName: text, lastName: text, image: text } }],
    ["changePassword", true],
    ["enableTwoFactor", true],
    ["disableTwoFactor", true],
    ["verifyTOTP", true],
    ["verifyBackupCode", true],
    ["getTOTPURI", true],
    ["generateBackupCodes", true],
  ];
  return list.map(([name, signedIn, extra]) => {
    const endpoint = api[name];
    if (!endpoint) throw new Error(`better-auth has no endpoint ${name}: update the battery's list`);
    const method = extra?.method ?? "POST";
    const zodSchema = method === "GET" ? endpoint.options.query : endpoint.options.body;
    return {
      name: `${method} /api/auth${endpoint.path}`,
      method,
      path: `/api/auth${endpoint.path}`,
      input: "body",
      schema: zodSchema ? jsonSchemaOf(zodSchema) : NONE,
      signedIn,
      ...extra,
    };
  });
}

/** Every JSON endpoint of the server (app.ts, routes/*) and the auth endpoints the web client uses. */
export function allEndpoints(auth: Auth): Endpoint[] {
  return [...ourEndpoints(), ...authEndpoints(auth)];
}
