export function startNodeFlags(root: string): string[];
