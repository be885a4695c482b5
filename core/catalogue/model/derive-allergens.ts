import {
  ALLERGEN_TERMS,
  REVIEWED_DESCRIPTIVE_WORDS,
  REVIEWED_FREE_TERMS,
  type AllergenTerm,
} from './allergen-vocabulary';
import { REVIEWED_FREE_WORDS } from './allergen-vocabulary-reviewed';
import type { AllergenStatement, MajorAllergen } from './allergens';

/**
 * A food's major food allergens derived from its ingredient statement with the store's vocabulary
 * (allergen-vocabulary.ts). Not in the spec (FALCPA, 21 U.S.C. 343(w)).
 */

/** A vocabulary as `deriveAllergens` reads it: allergen terms, reviewed free terms and descriptive words. */
export interface AllergenVocabulary {
  readonly allergenTerms: readonly AllergenTerm[];
  readonly freeTerms: readonly string[];
  readonly descriptiveWords: readonly string[];
}

/** The store's vocabulary. */
export const STORE_ALLERGEN_VOCABULARY: AllergenVocabulary = {
  allergenTerms: ALLERGEN_TERMS,
  freeTerms: [...REVIEWED_FREE_TERMS, ...REVIEWED_FREE_WORDS],
  descriptiveWords: REVIEWED_DESCRIPTIVE_WORDS,
};

/**
 * 'cherries' → 'cherry', 'cashews' → 'cashew', 'peaches' → 'peach', 'cookie' and 'cookies' → 'cooky': singular and
 * plural read alike (the form is only compared, never shown).
 */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ie')) return `${word.slice(0, -2)}y`;
  if (/(ch|sh|x|ss|o)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of a text, lower case and singular; every character but a letter or digit separates words. */
export function ingredientWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .map(singular);
}

interface CompiledTerm {
  readonly words: readonly string[];
  readonly entry?: AllergenTerm;
}

const compiled = new WeakMap<AllergenVocabulary, ReadonlyMap<string, readonly CompiledTerm[]>>();

/** The vocabulary's terms by first word, longest first. */
function termsByFirstWord(vocabulary: AllergenVocabulary): ReadonlyMap<string, readonly CompiledTerm[]> {
  const known = compiled.get(vocabulary);
  if (known) return known;
  const all: CompiledTerm[] = [
    ...vocabulary.allergenTerms.map((entry) => ({ words: ingredientWords(entry.term), entry })),
    ...vocabulary.freeTerms.map((term) => ({ words: ingredientWords(term) })),
  ];
  const byFirst = new Map<string, CompiledTerm[]>();
  for (const t of all) {
    const first = t.words[0];
    if (first === undefined) continue;
    byFirst.set(first, [...(byFirst.get(first) ?? []), t]);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  compiled.set(vocabulary, byFirst);
  return byFirst;
}

/** What reading a statement found: the allergen terms matched in order, and the words no term or list covers. */
export interface IngredientReading {
  readonly matches: readonly AllergenTerm[];
  readonly unreviewedWords: readonly string[];
}

/**
 * Reads an ingredient statement left to right: at each word the longest vocabulary term starting there wins and
 * consumes its words; a word no term covers is unreviewed unless it is a descriptive word or a number.
 */
export function readIngredients(
  statement: string,
  vocabulary: AllergenVocabulary = STORE_ALLERGEN_VOCABULARY,
): IngredientReading {
  const words = ingredientWords(statement);
  const terms = termsByFirstWord(vocabulary);
  const descriptive = new Set(vocabulary.descriptiveWords.map((w) => singular(w.toLowerCase())));
  const matches: AllergenTerm[] = [];
  const unreviewed: string[] = [];
  let i = 0;
  while (i < words.length) {
    const word = words[i] ?? '';
    const hit = (terms.get(word) ?? []).find((t) => t.words.every((w, k) => words[i + k] === w));
    if (hit) {
      if (hit.entry) matches.push(hit.entry);
      i += hit.words.length;
      continue;
    }
    if (!descriptive.has(word) && !/^\d+$/.test(word)) unreviewed.push(word);
    i += 1;
  }
  return { matches, unreviewedWords: unreviewed };
}

/**
 * The allergen statement of an ingredient statement: each major allergen its terms name, in the order first named,
 * with the species of tree nuts, fish and crustacean shellfish in the order first named; [] when none is named;
 * undefined when `ingredients` is absent or blank ("Allergen information unavailable").
 */
export function deriveAllergens(
  ingredients: string | undefined,
  vocabulary: AllergenVocabulary = STORE_ALLERGEN_VOCABULARY,
): AllergenStatement {
  if (ingredients === undefined || ingredients.trim() === '') return undefined;
  const species = new Map<MajorAllergen, string[]>();
  for (const m of readIngredients(ingredients, vocabulary).matches) {
    const names = species.get(m.allergen) ?? [];
    if (m.species !== undefined && !names.includes(m.species)) names.push(m.species);
    species.set(m.allergen, names);
  }
  return [...species].map(([allergen, names]) => ({ allergen, species: names }));
}
