export function buildIsStale(root?: string): boolean;
export function buildIfStale(root?: string): boolean;
export function distDir(): string;
export function serverEntry(root?: string): string;
export function buildServer(root?: string): void;
export const SERVER_ALLOCATOR_ENV: Readonly<
  Record<"MALLOC_ARENA_MAX" | "MALLOC_MMAP_THRESHOLD_", string>
>;
export function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
