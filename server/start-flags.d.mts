export function startCommand(root: string): { env: Record<string, string>; flags: string[] };
export function startNodeFlags(root: string): string[];
export function startEnvironment(root: string): Record<string, string>;
