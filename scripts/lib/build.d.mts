export function buildIsStale(root?: string): boolean;
export function buildIfStale(root?: string): boolean;
export function distDir(): string;
