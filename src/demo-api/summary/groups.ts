import type { Workspace } from '../model.ts';
import { NONE } from '../transaction-table.ts';

export type GroupBy = 'category' | 'counterparty' | 'label' | 'account' | 'activity' | 'direction';
export const GROUP_BYS: readonly GroupBy[] = ['category', 'counterparty', 'label', 'account', 'activity', 'direction'];

/** One counted movement: a whole transaction, or one piece of a split. */
export type Movement = { amount: number; category: number; counterparty: number; labelMask: number; account: number };

/** Maps movements to group slots; the last slot (`size - 1`) holds the unattributed (`group: null`) rows. */
export type Grouping = {
  size: number;
  slotsOf: (movement: Movement, emit: (slot: number) => void) => void;
  key: (slot: number) => string | null;
};

const ACTIVITIES = ['operating', 'investing', 'financing'] as const;
const DIRECTIONS = ['inflow', 'outflow'] as const;

export function grouping(groupBy: GroupBy | undefined, workspace: Workspace): Grouping {
  const { categories, counterparties, labels, accounts } = workspace;
  switch (groupBy) {
    case undefined:
      return { size: 1, slotsOf: (_, emit) => emit(0), key: () => null };
    case 'category':
      return byIndex(
        categories.length,
        (m) => m.category,
        (slot) => categories[slot]!.id,
      );
    case 'counterparty':
      return byIndex(
        counterparties.length,
        (m) => m.counterparty,
        (slot) => counterparties[slot]!.id,
      );
    case 'account':
      return byIndex(
        accounts.length,
        (m) => m.account,
        (slot) => accounts[slot]!.id,
      );
    case 'activity':
      return byIndex(
        ACTIVITIES.length,
        (m) => ACTIVITIES.indexOf(categories[m.category]!.activity),
        (slot) => ACTIVITIES[slot]!,
      );
    case 'direction':
      return byIndex(
        DIRECTIONS.length,
        (m) => (m.amount < 0 ? 1 : 0),
        (slot) => DIRECTIONS[slot]!,
      );
    case 'label':
      return {
        size: labels.length + 1,
        // A movement counts in every label it carries, or once in the unlabelled row.
        slotsOf: (movement, emit) => {
          if (movement.labelMask === 0) return emit(labels.length);
          for (let label = 0, mask = movement.labelMask; mask !== 0; label++, mask >>>= 1) if (mask & 1) emit(label);
        },
        key: (slot) => labels[slot]?.id ?? null,
      };
  }
}

function byIndex(count: number, indexOf: (movement: Movement) => number, key: (slot: number) => string): Grouping {
  return {
    size: count + 1,
    slotsOf: (movement, emit) => {
      const index = indexOf(movement);
      emit(index === NONE ? count : index);
    },
    key: (slot) => (slot === count ? null : key(slot)),
  };
}
