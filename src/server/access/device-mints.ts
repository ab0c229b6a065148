/** New device cookies one address may be given in a window; past it, its browsers log in without one. */
export const DEVICES_PER_ADDRESS = 3;

export type DeviceMints = {
  /** Whether `address` may be given one more device cookie now; counts it when so. */
  mayMint(address: string, at: number): boolean;
};

/**
 * Device cookies given per address in fixed windows that start with the first, in a Map kept in
 * order of use so the least recently used address is forgotten first when `maxAddresses` is reached.
 */
export function createDeviceMints(windowMs: number, maxAddresses: number): DeviceMints {
  const mints = new Map<string, { endsAt: number; count: number }>();

  return {
    mayMint(address, at) {
      const held = mints.get(address);
      const window = held && at < held.endsAt ? held : { endsAt: at + windowMs, count: 0 };
      mints.delete(address);
      mints.set(address, window);
      if (mints.size > maxAddresses) mints.delete(mints.keys().next().value ?? address);
      if (window.count >= DEVICES_PER_ADDRESS) return false;
      window.count++;
      return true;
    },
  };
}
