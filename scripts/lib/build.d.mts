export function buildIsStale(root?: string): boolean;
export function buildIfStale(root?: string): boolean;
export function distDir(): string;
export function serverEntry(root?: string): string;
export function buildServer(root?: string): void;
