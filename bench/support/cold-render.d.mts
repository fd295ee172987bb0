export interface ColdRenderSample {
  wallMs: number;
  cpuMs: number | null;
  mainThreadCpuMs: number | null;
  reqId: string | null;
  cache: string;
}
export function processCpuNs(pid: number): { total: number; main: number } | null;
export function coldRenderSamples(options: { base: string; pid: number; pathname: string; renders: number; warmup?: number; runId?: string }): Promise<ColdRenderSample[]>;
export function interleavedColdRenderSamples(options: { base: string; pid: number; pages: string[]; renders: number; warmup?: number; runId?: string }): Promise<Map<string, ColdRenderSample[]>>;
export const QUERY_PAGES: string[];
export function publicPages(base: string): Promise<string[]>;
export function warmPassesSetting(): number;
export function describeWarmUp(perPass: number[]): string;
export function warmUp(options: { base: string; pid: number; pages: string[]; passes: number; runId?: string }): Promise<number[]>;
