/**
 * The stock page's route handlers: Hide / Show on website, a feed file's dry run, and Apply.
 * Like every console post they refuse another site's page (same origin), find the member from
 * the staff cookie and answer with a 303 to a console page; a car the member may not change is
 * a 404. The upload is read with the stock API's size limit before it is parsed.
 */
import { z } from "zod";
import { BodyTooLarge, readBody } from "@/features/platform";
import { MAX_FEED_BYTES } from "@/features/stock-import/server";
import { isSameOrigin } from "@/lib/origin";
import { CROSS_SITE_TEXT } from "./console-copy";
import type { ConsoleContext } from "./console-services.server";
import { changeCarVisibility, type StockDeps } from "./console-stock";
import { memberOf, moved, notFound, readPost, refusal } from "./handle-console";
import { applyUpload, dryRunUpload } from "./stock-upload";

/** Where to go back to: a stock page address, else the stock page. */
const backField = z
  .string()
  .regex(/^\/admin\/stock(\?[A-Za-z0-9=&%+._-]{0,300})?$/)
  .catch("/admin/stock");

function withNotice(back: string, notice: string): string {
  return `${back}${back.includes("?") ? "&" : "?"}done=${notice}`;
}

export async function handleCarVisibility(
  request: Request,
  context: ConsoleContext,
  deps: StockDeps,
  id: string,
  hidden: boolean,
) {
  const record = await readPost(request, context, "/admin/stock");
  if (record instanceof Response) return record;
  const member = await memberOf(request, context);
  if (member instanceof Response) return member;
  const done = await changeCarVisibility(deps, member, id, hidden);
  if (!done) return notFound();
  return moved(withNotice(backField.parse(record.back), hidden ? "hidden" : "shown"));
}

/** Room for the multipart envelope around a file of MAX_FEED_BYTES. */
const ENVELOPE_BYTES = 64 * 1024;
const UPLOAD = "/admin/stock/upload";

export async function handleUpload(request: Request, context: ConsoleContext, deps: StockDeps) {
  if (!isSameOrigin(request.headers, context.trustProxy))
    return refusal(403, "Request refused", CROSS_SITE_TEXT, UPLOAD);
  const member = await memberOf(request, context);
  if (member instanceof Response) return member;
  let form: FormData;
  try {
    const bytes = await readBody(request, MAX_FEED_BYTES + ENVELOPE_BYTES);
    const type = request.headers.get("content-type") ?? "";
    form = await new Response(new Uint8Array(bytes), {
      headers: { "content-type": type },
    }).formData();
  } catch (error) {
    return moved(`${UPLOAD}?error=${error instanceof BodyTooLarge ? "too-large" : "no-file"}`);
  }
  const file = form.get("feed");
  if (!(file instanceof File) || file.size === 0) return moved(`${UPLOAD}?error=no-file`);
  if (file.size > MAX_FEED_BYTES) return moved(`${UPLOAD}?error=too-large`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return moved(`${UPLOAD}?error=unreadable`);
  }
  const name = file.name.replace(/[^\w .()-]/g, "_").slice(0, 200) || "feed";
  const id = await dryRunUpload(deps, member, { name, text });
  if (!id) return notFound();
  return moved(`${UPLOAD}?draft=${encodeURIComponent(id)}`);
}

export async function handleApplyUpload(
  request: Request,
  context: ConsoleContext,
  deps: StockDeps,
) {
  const record = await readPost(request, context, UPLOAD);
  if (record instanceof Response) return record;
  const member = await memberOf(request, context);
  if (member instanceof Response) return member;
  const draft = z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .safeParse(record.draft);
  const outcome = await applyUpload(deps, member, draft.success ? draft.data : null);
  if (!outcome) return notFound();
  if (outcome.kind === "expired") return moved(`${UPLOAD}?error=expired`);
  if (outcome.kind === "refused") return moved(`${UPLOAD}?error=stock-changed`);
  return moved("/admin/stock?done=imported");
}
