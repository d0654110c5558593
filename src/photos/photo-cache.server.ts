import "server-only";
/** The photo cache bound to this deployment's data directory (`{DATA_DIR}/media`). */
import path from "node:path";
import { env } from "@/lib/env";
import { cachedPhoto } from "./photo-cache";
import type { PhotoRequest } from "./photo-catalogue";

export function mediaDir(): string {
  return path.join(env().dataDir, "media");
}

export function getPhoto(req: PhotoRequest): Promise<Buffer> {
  return cachedPhoto(mediaDir(), req);
}
