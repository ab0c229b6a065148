import { describe, expect, it } from 'vitest';
import { netChangeKind, zeroFlows } from './flows.ts';

const flows = (inflows: bigint, outflows: bigint) => ({ inflows, outflows, net: inflows + outflows });

describe('netChangeKind', () => {
  it('reads money one way only as that way, in both periods', () => {
    expect(netChangeKind([flows(533_532_30n, 0n), flows(294_345_97n, 0n)])).toBe('inflows');
    expect(netChangeKind([flows(0n, -98_427_22n), flows(0n, -103_438_84n)])).toBe('outflows');
  });

  it('reads a period without money as agreeing with the other', () => {
    expect(netChangeKind([zeroFlows, flows(0n, -68_927_80n)])).toBe('outflows');
  });

  it('reads money both ways, or none at all, as net', () => {
    expect(netChangeKind([flows(10_00n, -5_00n), flows(10_00n, 0n)])).toBe('net');
    expect(netChangeKind([zeroFlows, zeroFlows])).toBe('net');
  });
});
