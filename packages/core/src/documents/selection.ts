// Which files may be extracted, and how many documents are left — spec 2 §5 (file validation, free-tier
// limit), §3 (remaining count), issue 19 §3 and its abuse cases.

import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_UPLOAD_EXTENSIONS,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE_PX,
} from "../constants/documents.ts";
import { FREE_TIER, UNLIMITED_DOCUMENTS } from "../constants/tiers.ts";
import { messages } from "../messages.ts";
import type { TierDecision } from "../tiers.ts";
import type { SniffedDocument } from "./sniff.ts";

export type SelectedFile = { name: string; size: number };

export type DocumentSelection = {
  files: readonly SelectedFile[];
  /** Documents left (remainingDocuments); 999999 or more is unlimited. */
  remaining: number;
  isFreeTier: boolean;
  /** tier.reason when the user cannot generate ('Free trial has expired...'); spec 2 §5 checks it first. */
  cannotGenerateReason?: string | null;
};

/** A file name ending in one of spec 2 §5's extensions (case-insensitive). */
export function hasAllowedExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return DOCUMENT_UPLOAD_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/**
 * spec 2 §5 file validation, in its order: the user must be able to generate; nothing when 0 documents remain;
 * a free user cannot pick more files than remain; every file must be an allowed type and at most 5 MB.
 * Returns the spec's message for the first broken rule, or null.
 */
export function validateDocumentSelection(selection: DocumentSelection): string | null {
  if (selection.cannotGenerateReason) return selection.cannotGenerateReason;
  if (selection.remaining <= 0) return messages.tiers.lifetimeLimit(FREE_TIER.lifetimeDocuments);
  if (selection.files.length === 0) return messages.documents.selectFiles;
  if (selection.isFreeTier && selection.files.length > selection.remaining) {
    return messages.tiers.documentsRemaining(selection.remaining);
  }
  if (selection.files.some((f) => !hasAllowedExtension(f.name))) return messages.documents.invalidFileType;
  if (selection.files.some((f) => f.size > DOCUMENT_MAX_BYTES)) return messages.documents.fileTooLarge;
  return null;
}

/**
 * After the bytes are read: a file whose content is none of the allowed types gets the type message, whatever
 * its name says. A file whose content is an allowed type under another extension (a PNG named .pdf) is read
 * as what it is — the student meant to upload it, and its content is safe to open.
 */
export function validateDocumentContent(sniffed: SniffedDocument | null): string | null {
  return sniffed ? null : messages.documents.invalidFileType;
}

/** issue 19 (abuse): an image's size from its header, refused before any decode when it is too big. */
export function checkImageDimensions(width: number, height: number): string | null {
  if (!(width > 0 && height > 0)) return messages.documents.unsupportedFileType;
  if (width > IMAGE_MAX_SIDE_PX || height > IMAGE_MAX_SIDE_PX || width * height > IMAGE_MAX_PIXELS) {
    return messages.documents.imageTooLarge;
  }
  return null;
}

/**
 * Documents left (spec 2 §3 remaining count). The server's tier counts the extractions it has received; a
 * device also knows the ones it recorded and has not pushed yet (offline), so a free user's count is the
 * larger of the two and nobody gets a sixth document by going offline. Paid users: 999999 (unlimited).
 */
export function remainingDocuments(
  tier: Pick<TierDecision, "tier" | "remaining">,
  countOnDevice: number,
): number {
  if (tier.tier === "paid") return Math.max(tier.remaining, UNLIMITED_DOCUMENTS);
  return Math.max(0, Math.min(tier.remaining, FREE_TIER.lifetimeDocuments - countOnDevice));
}

/** The remaining-documents banner shows only below 999999 (spec 2 §2). */
export function showsRemainingBanner(remaining: number): boolean {
  return remaining < UNLIMITED_DOCUMENTS;
}
