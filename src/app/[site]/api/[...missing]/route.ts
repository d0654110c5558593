/**
 * An API address no route answers is a 404 in JSON, whatever the method or body: an address
 * under /api/ never falls through to a page (a form post to a page is a page's form action).
 */
import { jsonAnswer } from "@/lib/http/answer";

const notFound = () => jsonAnswer(404, { error: "No API answers at this address." });

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
