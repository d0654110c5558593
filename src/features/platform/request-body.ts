/**
 * Reading a request body, the one way every route handler does it: at most `limit` bytes are
 * read whatever Content-Length claims (or leaves out), so a huge or endless body costs nothing
 * before it is refused; and every text in it is cleaned (cleanText) before anything reads it.
 */

import { formDataToRecord } from "@/domain/leads/form-values";
import { cleanInput, cleanRecord } from "@/domain/text/clean-text";
import { jsonAnswer } from "@/lib/http/answer";

export class BodyTooLarge extends Error {}

export async function readBody(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new BodyTooLarge();
  if (!request.body) return Buffer.alloc(0);
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    parts.push(value);
  }
  return Buffer.concat(parts);
}

/** The body as UTF-8 text (invalid bytes become U+FFFD), or null when it is over the limit. */
export async function readText(request: Request, limit: number): Promise<string | null> {
  try {
    return (await readBody(request, limit)).toString("utf8");
  } catch (error) {
    if (error instanceof BodyTooLarge) return null;
    throw error;
  }
}

export type BodyRead<T> = { ok: true; value: T } | { ok: false; response: Response };

export const BODY_MESSAGES = {
  tooLarge: "This request is larger than we accept.",
  notJson: "The request body is not JSON.",
  notObject: "The request body is not a JSON object.",
  notForm: "The request body is not a JSON object or a form.",
} as const;

const refused = (status: number, message: string): { ok: false; response: Response } => ({
  ok: false,
  response: jsonAnswer(status, { error: message }),
});

/**
 * A JSON body, parsed and cleaned. An empty body reads as `empty` (for APIs whose every field
 * is optional); over the limit is a 413, anything that is not JSON a 400.
 */
export async function readJson(
  request: Request,
  limit: number,
  options: { empty?: unknown } = {},
): Promise<BodyRead<unknown>> {
  const text = await readText(request, limit);
  if (text === null) return refused(413, BODY_MESSAGES.tooLarge);
  if (text.trim() === "" && "empty" in options) return { ok: true, value: options.empty };
  try {
    return { ok: true, value: cleanInput(JSON.parse(text)) };
  } catch {
    return refused(400, BODY_MESSAGES.notJson);
  }
}

/** A JSON object body (an array, a number or null is a 400). */
export async function readJsonObject(
  request: Request,
  limit: number,
): Promise<BodyRead<Record<string, unknown>>> {
  const body = await readJson(request, limit);
  if (!body.ok) return body;
  const value = body.value;
  if (!value || typeof value !== "object" || Array.isArray(value))
    return refused(400, BODY_MESSAGES.notObject);
  return { ok: true, value: value as Record<string, unknown> };
}

/**
 * A form or JSON object body, as a record of its fields: url-encoded and multipart forms by
 * their Content-Type, anything else as JSON. `isForm` says which, for answering a form post
 * with a redirect.
 */
export async function readFields(
  request: Request,
  limit: number,
): Promise<BodyRead<{ record: Record<string, unknown>; isForm: boolean }>> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const isUrlEncoded = type.includes("application/x-www-form-urlencoded");
  const isMultipart = type.includes("multipart/form-data");
  if (!isUrlEncoded && !isMultipart) {
    const body = await readJsonObject(request, limit);
    return body.ok ? { ok: true, value: { record: body.value, isForm: false } } : body;
  }
  let buffer: Buffer;
  try {
    buffer = await readBody(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) return refused(413, BODY_MESSAGES.tooLarge);
    throw error;
  }
  if (isUrlEncoded) {
    const record = Object.fromEntries(new URLSearchParams(buffer.toString("utf8")));
    return { ok: true, value: { record: cleanRecord(record), isForm: true } };
  }
  try {
    const form = await new Response(new Uint8Array(buffer), {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
    return { ok: true, value: { record: formDataToRecord(form), isForm: true } };
  } catch {
    return refused(400, BODY_MESSAGES.notForm);
  }
}
