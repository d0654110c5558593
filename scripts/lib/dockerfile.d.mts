export type DockerStep =
  | { op: "WORKDIR"; path: string }
  | { op: "COPY"; sources: string[]; dest: string; from: string | null }
  | { op: "RUN"; shell: string }
  | { op: "ENV"; pairs: [string, string][] }
  | { op: "USER"; user: string }
  | { op: "VOLUME"; paths: string[] }
  | { op: "EXPOSE"; ports: string[] }
  | { op: "HEALTHCHECK"; options: Record<string, string | true>; command: string[] | null }
  | { op: "CMD"; command: string[] };
export type DockerStage = { image: string; name: string; steps: DockerStep[] };
export function parseDockerfile(text: string): DockerStage[];
export function durationSeconds(text: string): number;
export function ignoredBy(patterns: readonly string[], name: string): boolean;
export function ignorePatterns(text: string): string[];
