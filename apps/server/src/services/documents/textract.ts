import { messages } from "@lectern/core";
import { type AwsCredentials, signV4 } from "./sigv4.ts";

/** Where and as whom to call Textract (AWS_* settings). */
export type TextractConfig = AwsCredentials & {
  region: string;
  /** Unset: https://textract.<region>.amazonaws.com (AWS_TEXTRACT_ENDPOINT, for a VPC endpoint or a test peer). */
  endpoint?: string;
};

export type OcrResult = { text: string; confidence: number };

/** What went wrong with one OCR call, as the route should answer it: 400 bad input, 429 busy, 502 upstream. */
export class OcrFailure extends Error {
  constructor(
    readonly status: 400 | 429 | 502,
    message: string,
  ) {
    super(message);
  }
}

/** Lectern wording: an image whose header passed but that the OCR engine's decoder could not read. */
export const IMAGE_UNREADABLE = "The image could not be read. Please save it as PNG or JPEG.";

/** A Textract call that takes longer than this is abandoned (its synchronous API answers within seconds). */
const TEXTRACT_TIMEOUT_MS = 60_000;

type Block = { BlockType?: string; Text?: string; Confidence?: number };

/**
 * AWS Textract DetectDocumentText (synchronous: one image, or a one-page PDF, of at most 5 MB as bytes): the
 * LINE blocks' text one per line, and their mean confidence.
 */
export async function detectDocumentText(config: TextractConfig, image: Uint8Array): Promise<OcrResult> {
  const url = new URL(config.endpoint ?? `https://textract.${config.region}.amazonaws.com/`);
  const body = JSON.stringify({ Document: { Bytes: Buffer.from(image).toString("base64") } });
  const headers = signV4(
    {
      method: "POST",
      url,
      headers: {
        "content-type": "application/x-amz-json-1.1",
        "x-amz-target": "Textract.DetectDocumentText",
      },
      body,
    },
    config,
    config.region,
    "textract",
  );
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.timeout(TEXTRACT_TIMEOUT_MS),
    });
  } catch {
    throw new OcrFailure(502, "AWS Textract could not be reached. Please try again.");
  }
  const answer = (await response.json().catch(() => null)) as {
    __type?: string;
    Blocks?: Block[];
  } | null;
  if (!response.ok) throw failureOf(response.status, answer?.__type ?? "");
  const lines = (answer?.Blocks ?? []).filter((b) => b.BlockType === "LINE" && typeof b.Text === "string");
  const confidence = lines.length
    ? lines.reduce((sum, line) => sum + (line.Confidence ?? 0), 0) / lines.length
    : 0;
  return { text: lines.map((line) => line.Text).join("\n"), confidence };
}

/** Textract's error types (the `__type` of its JSON error) → what the client is told. */
function failureOf(status: number, type: string): OcrFailure {
  if (/Throughput|Throttling|LimitExceeded/.test(type) || status === 429) {
    return new OcrFailure(429, messages.documents.textractBusy);
  }
  if (/DocumentTooLarge/.test(type)) return new OcrFailure(400, messages.documents.textractTooLarge);
  if (/UnsupportedDocument|BadDocument|InvalidParameter/.test(type)) {
    return new OcrFailure(400, messages.documents.invalidFileType);
  }
  return new OcrFailure(502, `AWS Textract failed (HTTP ${status}). Please try again.`);
}
