/**
 * Reading a request body with a ceiling: at most `limit` bytes are read whatever Content-Length
 * claims (or leaves out), so a huge or endless body costs nothing before it is refused.
 */
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

/** The body as UTF-8 text, or null when it is over the limit. */
export async function readText(request: Request, limit: number): Promise<string | null> {
  try {
    return (await readBody(request, limit)).toString("utf8");
  } catch (error) {
    if (error instanceof BodyTooLarge) return null;
    throw error;
  }
}
