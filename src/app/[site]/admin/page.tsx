/** /admin: the inbox for signed-in staff, the sign-in page for anyone else. */
import { consoleHomeTarget } from "@/features/console/server";

export default async function ConsoleHome({ params }: PageProps<"/[site]/admin">) {
  return consoleHomeTarget((await params).site);
}
