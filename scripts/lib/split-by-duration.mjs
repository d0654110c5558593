// Splits test files into two halves of about equal time (scripts/test-all.mjs).

/**
 * The browser test files in two halves of about equal time, by the times last recorded in
 * e2e/durations.json (a file not recorded yet counts as the median): each time goes to the
 * half with less so far, longest first.
 */
export function splitByDuration(files, durations) {
  const known = Object.values(durations).sort((a, b) => a - b);
  const median = known.length > 0 ? known[Math.floor(known.length / 2)] : 1;
  const halves = [
    { files: [], seconds: 0 },
    { files: [], seconds: 0 },
  ];
  const timed = files.map((file) => ({ file, seconds: durations[file] ?? median }));
  timed.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  for (const { file, seconds } of timed) {
    const half = halves[0].seconds <= halves[1].seconds ? halves[0] : halves[1];
    half.files.push(file);
    half.seconds += seconds;
  }
  return halves;
}
