export function hasWrk(): boolean;
export function load(
  baseUrl: string,
  options: { paths?: string[]; unique?: { prefix: string; suffix?: string }; status?: number; connections: number; duration: number },
): Promise<{ rps: number; p50: number; p99: number; errors: number; requests: number }>;
