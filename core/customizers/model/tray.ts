import { CLASSIC_TRAY_KEY, TRAY_SECTIONS, type TrayKey } from './constants';

/**
 * The tray customizer (spec: catalogue-gifting §3 Tray ingredient, §4 Tray customizer, §5 tray keyword filter, §7
 * GET /api/gifted-trays/catalog: ingredients and categoryTree).
 */

/** An ingredient of a gift tray (catalogue-gifting §3 Tray ingredient). */
export interface TrayIngredient {
  /** The product number, as a string ('1007'). */
  readonly id: string;
  readonly name: string;
  /** Category names and tags the tray browser filters on. */
  readonly filters: readonly string[];
  /** 0 < popularity ≤ 1, higher sells more. */
  readonly popularity: number;
  /** Premium ingredients are offered in the Premium tray only. */
  readonly premium: boolean;
  /** The ingredient's image. */
  readonly assetPath: string;
}

/** A node of the tray catalogue's category tree. */
export interface CategoryNode {
  readonly name: string;
  readonly children: readonly CategoryNode[];
}

/** What the tray browser filters on: a category, tags (all must match), a keyword. */
export interface TrayFilter {
  readonly category?: string;
  readonly tags: readonly string[];
  readonly keyword?: string;
}

/** The ingredients a tray offers: the Classic tray (9900) only those not premium, the Premium tray (9901) all. */
export function trayIngredientsFor<T extends Pick<TrayIngredient, 'premium'>>(
  trayKey: TrayKey,
  list: readonly T[],
): T[] {
  return trayKey === CLASSIC_TRAY_KEY ? list.filter((i) => !i.premium) : [...list];
}

/** The node named `name` in `tree`, depth first, or undefined. */
function findNode(tree: readonly CategoryNode[], name: string): CategoryNode | undefined {
  for (const node of tree) {
    if (node.name === name) return node;
    const found = findNode(node.children, name);
    if (found) return found;
  }
  return undefined;
}

/** The names of `node` and all its descendants. */
function namesBelow(node: CategoryNode): string[] {
  return [node.name, ...node.children.flatMap(namesBelow)];
}

/**
 * The ingredients matching `filter` (catalogue-gifting §5): with a category, those with a filter equal to the
 * category's name or one of its descendants' in `tree`; every tag among the filters (any case); a keyword only when
 * longer than 1 character (trimmed), found lowercased in the name or any filter.
 */
export function filterTrayIngredients<T extends Pick<TrayIngredient, 'name' | 'filters'>>(
  list: readonly T[],
  filter: TrayFilter,
  tree: readonly CategoryNode[] = [],
): T[] {
  const node = filter.category === undefined ? undefined : findNode(tree, filter.category);
  const categories = filter.category === undefined ? undefined : new Set(node ? namesBelow(node) : [filter.category]);
  const tags = filter.tags.map((t) => t.toLowerCase());
  const keyword = (filter.keyword ?? '').trim().toLowerCase();
  return list.filter((ingredient) => {
    if (categories && !ingredient.filters.some((f) => categories.has(f))) return false;
    const lower = ingredient.filters.map((f) => f.toLowerCase());
    if (!tags.every((t) => lower.includes(t))) return false;
    if (keyword.length <= 1) return true;
    return ingredient.name.toLowerCase().includes(keyword) || lower.some((f) => f.includes(keyword));
  });
}

/** true when a tray's `slots` can be added to the cart: its 5 sections, all filled (catalogue-gifting §4 Tray). */
export function canAddTray(slots: readonly unknown[]): boolean {
  return slots.length === TRAY_SECTIONS && slots.every((s) => s !== null && s !== undefined);
}
