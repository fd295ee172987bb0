export function assetsNamedBy(html: string): { scripts: string[]; stylesheets: string[] };
export function gzipSize(clientDir: string, file: string): number;
export function pageWeight(html: string, clientDir: string): { scripts: string[]; stylesheets: string[]; jsBytes: number; cssBytes: number };
