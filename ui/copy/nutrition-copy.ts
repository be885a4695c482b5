/**
 * The Nutrition Facts label's texts (catalogue-gifting §5 nutrition facts; 21 CFR 101.9), which only the product
 * page shows: apart from the shell's texts (copy.ts), so that the browser entry does not carry them.
 */
export const nutritionCopy = {
  title: 'Nutrition Facts',
  servingsPerContainer: (n: number) => `${n} servings per container`,
  servingSize: 'Serving size',
  amountPerServing: 'Amount per serving',
  calories: 'Calories',
  dailyValue: '% Daily Value*',
  footnote:
    '* The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. ' +
    '2,000 calories a day is used for general nutrition advice.',
  includesAdded: (qty: string) => `Includes ${qty} Added Sugars`,
  /** A "less than" declaration of 21 CFR 101.9(c)(3), (c)(6), (c)(7): 'less than 5mg', 'less than 1g'. */
  lessThan: (qty: string) => `less than ${qty}`,
  rows: {
    totalFat: 'Total Fat',
    saturatedFat: 'Saturated Fat',
    transFat: 'Trans Fat',
    cholesterol: 'Cholesterol',
    sodium: 'Sodium',
    totalCarbohydrate: 'Total Carbohydrate',
    dietaryFiber: 'Dietary Fiber',
    totalSugars: 'Total Sugars',
    addedSugars: 'Added Sugars',
    protein: 'Protein',
    vitaminD: 'Vitamin D',
    calcium: 'Calcium',
    iron: 'Iron',
    potassium: 'Potassium',
    vitaminA: 'Vitamin A',
    vitaminC: 'Vitamin C',
  },
} as const;
