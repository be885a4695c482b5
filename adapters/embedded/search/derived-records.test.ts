import { describe, expect, it } from 'vitest';
import { departmentRecords, productSummary, querySuggestionRecords, WordPostings } from './derived-records';
import { smallCatalogue } from './testing/catalogues';

describe('WordPostings', () => {
  it('counts the products holding every word, as a scan of word sets does', () => {
    const sets = [
      ['roasted', 'almonds', 'nuts'],
      ['raw', 'almonds', 'nuts'],
      ['roasted', 'cashews', 'nuts'],
      ['dark', 'chocolate', 'almonds'],
      ['milk', 'chocolate'],
    ];
    const postings = new WordPostings(sets.length);
    sets.forEach((ws, i) => ws.concat(ws[0]!).forEach((w) => postings.add(w, i)));
    const scan = (ws: string[]) => sets.filter((s) => ws.every((w) => s.includes(w))).length;
    for (const ws of [
      [],
      ['nuts'],
      ['almonds', 'nuts'],
      ['roasted', 'nuts', 'roasted'],
      ['chocolate', 'almonds'],
      ['x'],
    ])
      expect(postings.countContaining(ws)).toBe(scan(ws));
    expect(postings.countContaining(['almonds'])).toBe(3);
    expect(postings.countContaining([])).toBe(5);
  });
});

describe('derived records of the small catalogue', () => {
  const { products, categories } = smallCatalogue();
  const summaries = products.map(productSummary);

  it('counts products per department, parents included', () => {
    const counts = Object.fromEntries(
      departmentRecords(categories, summaries).map((d) => [d.objectID, d.productCount]),
    );
    expect(counts).toEqual({ nuts: 3, almonds: 2, cashews: 1, chocolate: 2, empty: 0 });
  });

  it('gives each suggestion the number of products holding all its words, leaving out those with none', () => {
    const popularity = Object.fromEntries(
      querySuggestionRecords(categories, summaries).map((s) => [s.query, s.popularity]),
    );
    expect(popularity).toEqual({
      Nuts: 3,
      Almonds: 3,
      Cashews: 1,
      Chocolate: 2,
      'Roasted Almonds': 1,
      'Raw Almonds': 1,
      'Roasted Cashews': 1,
      'Dark Chocolate Almonds': 1,
      'Milk Chocolate': 1,
    });
  });
});
