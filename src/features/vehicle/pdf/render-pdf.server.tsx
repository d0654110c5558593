import "server-only";
/** Renders a car's PDF to bytes. */
import { renderToBuffer } from "@react-pdf/renderer";
import { photoBytes } from "./photo-bytes.server";
import type { PrintSheet } from "./print-sheet";
import { VehiclePdf } from "./vehicle-pdf";

export async function renderVehiclePdf(sheet: PrintSheet): Promise<Buffer> {
  const { photoUrl, ...rest } = sheet;
  return renderToBuffer(
    <VehiclePdf sheet={{ ...rest, photo: await photoBytes(photoUrl ?? undefined) }} />,
  );
}
