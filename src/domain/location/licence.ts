/** Licence numbers as printed: "DL 3035704", "MRB 66817", whether or not the data carries the prefix. */
export function licenceLabel(prefix: "DL" | "MRB", value: string | null): string | null {
  if (!value?.trim()) return null;
  const trimmed = value.trim();
  return trimmed.toUpperCase().startsWith(prefix) ? trimmed : `${prefix} ${trimmed}`;
}
