type Measured = { name: string; rps: number; cpuMs?: number };
export function toCachedPage<T extends Measured>(rows: T[]): (T & { ratio?: number; cpuRatio?: number })[];
