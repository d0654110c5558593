/**
 * Metadata of the content, models and group pages: title, description and the canonical path
 * (relative; each site is served on its own host, so the host of the request completes it).
 */
import type { Metadata } from "next";

export function pageMetadata(input: {
  title: string;
  description: string;
  path: string;
}): Metadata {
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical: input.path },
  };
}
