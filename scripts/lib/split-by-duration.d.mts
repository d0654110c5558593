export type Half = { files: string[]; seconds: number };
export function splitByDuration(
  files: readonly string[],
  durations: Readonly<Record<string, number>>,
): [Half, Half];
