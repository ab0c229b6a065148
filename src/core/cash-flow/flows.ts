import { parseMoney, type Cents } from '../money.ts';

/** Inflows (≥ 0), outflows (≤ 0) and their sum, exact. */
export type Flows = { inflows: Cents; outflows: Cents; net: Cents };

export const zeroFlows: Flows = { inflows: 0n, outflows: 0n, net: 0n };

export function addFlows(a: Flows, b: Flows): Flows {
  return { inflows: a.inflows + b.inflows, outflows: a.outflows + b.outflows, net: a.net + b.net };
}

export function parseFlows(source: { inflows: string; outflows: string; net: string }): Flows {
  return { inflows: parseMoney(source.inflows), outflows: parseMoney(source.outflows), net: parseMoney(source.net) };
}

/** Money moved either way: what ranks groups, so a large supplier outranks a small customer. */
export function volume(flows: Flows): Cents {
  return flows.inflows - flows.outflows;
}

/**
 * The words a net figure's change is read in: "inflows" or "outflows" when the figures compared
 * hold money one way only (a sales category, a rent), "net" when either holds both ways. One rule
 * for every view, so the same change reads the same in the reports and the board pack.
 * @example netChangeKind([{ inflows: 5n, outflows: 0n, net: 5n }, zeroFlows]) // 'inflows'
 */
export function netChangeKind(compared: readonly Flows[]): 'inflows' | 'outflows' | 'net' {
  if (compared.every((flows) => flows.outflows === 0n)) return compared.some((flows) => flows.inflows !== 0n) ? 'inflows' : 'net';
  if (compared.every((flows) => flows.inflows === 0n)) return 'outflows';
  return 'net';
}
