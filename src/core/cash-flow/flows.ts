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
