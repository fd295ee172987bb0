export interface ColdRenderSample {
  wallMs: number;
  cpuMs: number | null;
  mainThreadCpuMs: number | null;
  reqId: string | null;
  cache: string;
}
export function processCpuNs(pid: number): { total: number; main: number } | null;
export function coldRenderSamples(options: { base: string; pid: number; pathname: string; renders: number; warmup?: number; runId?: string }): Promise<ColdRenderSample[]>;
export const QUERY_PAGES: string[];
export function publicPages(base: string): Promise<string[]>;
