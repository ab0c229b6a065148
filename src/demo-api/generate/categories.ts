import type { CategoryRecord, Direction } from '../model.ts';
import type { CategoryNode, Profile } from './types.ts';
import type { Random } from '../random.ts';
import { randomUuid } from '../uuid.ts';

/**
 * The two-level template tree. Positions are shuffled against the list order, and records are stored
 * in id order, so nothing downstream can get the fixed order of 4.1 right by accident.
 */
export function generateCategories(random: Random, tree: Profile['categories'], stamp: () => string): CategoryRecord[] {
  const records: Omit<CategoryRecord, 'index'>[] = [];
  const add = (nodes: readonly CategoryNode[], direction: Direction, parentId: string | null): void => {
    const positions = shuffledPositions(random, nodes.length);
    nodes.forEach((node, i) => {
      const createdAt = stamp();
      const id = randomUuid(random);
      records.push({
        id,
        name: node.name,
        code: node.code,
        direction,
        activity: node.activity,
        parentId,
        position: positions[i]!,
        color: node.color ?? null,
        createdAt,
        updatedAt: createdAt,
      });
      if (node.children) add(node.children, direction, id);
    });
  };
  add(tree.inflows, 'inflow', null);
  add(tree.outflows, 'outflow', null);
  return records.sort((a, b) => (a.id < b.id ? -1 : 1)).map((record, index) => ({ ...record, index }));
}

function shuffledPositions(random: Random, count: number): number[] {
  const positions = Array.from({ length: count }, (_, i) => (i + 1) * 10);
  for (let i = count - 1; i > 0; i--) {
    const j = random.int(0, i);
    [positions[i], positions[j]] = [positions[j]!, positions[i]!];
  }
  return positions;
}
