import type { NutrientAmount, NutritionFacts } from '../../../core/catalogue';
import { nutritionCopy } from '../../copy';
import { hasNutritionFacts, hasPdv, hasQuantity, servingText } from './nutrition-facts-text';

type NutrientKey = keyof typeof nutritionCopy.rows;

/** Row layout of the FDA label: indent level and bold names (21 CFR 101.9 format). */
const MACRO_ROWS: readonly { key: NutrientKey; indent: 0 | 1 | 2; bold?: boolean }[] = [
  { key: 'totalFat', indent: 0, bold: true },
  { key: 'saturatedFat', indent: 1 },
  { key: 'transFat', indent: 1 },
  { key: 'cholesterol', indent: 0, bold: true },
  { key: 'sodium', indent: 0, bold: true },
  { key: 'totalCarbohydrate', indent: 0, bold: true },
  { key: 'dietaryFiber', indent: 1 },
  { key: 'totalSugars', indent: 1 },
  { key: 'addedSugars', indent: 2 },
  { key: 'protein', indent: 0, bold: true },
];

/** Vitamins and minerals: shown only with a percent daily value (catalogue-gifting §5). */
const MICRO_ROWS: readonly NutrientKey[] = ['vitaminD', 'calcium', 'iron', 'potassium', 'vitaminA', 'vitaminC'];

/** '14g', '0mg', or 'less than 5mg' when the declaration is "less than" (21 CFR 101.9(c)(3), (c)(6), (c)(7)). */
function amount(n: NutrientAmount): string {
  const quantity = `${n.quantity}${n.unit === 'kcal' ? '' : n.unit}`;
  return n.lessThan ? nutritionCopy.lessThan(quantity) : quantity;
}

/**
 * The Nutrition Facts panel, laid out like the FDA label: servings, serving size, calories, nutrient rows
 * with the % Daily Value column, vitamins and minerals, and the 2,000-calorie footnote.
 * Rows with neither quantity nor pdv are skipped; vitamin and mineral rows need a pdv. A "less than"
 * amount reads as the FDA words it: 'Cholesterol less than 5mg', 'Dietary Fiber less than 1g'.
 */
export function NutritionFactsPanel({ facts }: { facts: NutritionFacts | undefined }) {
  if (!hasNutritionFacts(facts)) return null;
  const t = nutritionCopy;
  const per = facts.perServing;
  const macros = MACRO_ROWS.filter((r) => hasQuantity(per[r.key]) || hasPdv(per[r.key]));
  const micros = MICRO_ROWS.filter((k) => hasPdv(per[k]));
  return (
    <section className="nutrition" aria-labelledby="nutrition-title">
      <h2 id="nutrition-title" className="nutrition__title">
        {t.title}
      </h2>
      {facts.servingsPerContainer !== undefined && (
        <p className="nutrition__servings">{t.servingsPerContainer(facts.servingsPerContainer)}</p>
      )}
      <p className="nutrition__serving-size">
        <strong>{t.servingSize}</strong>
        <strong>{servingText(facts)}</strong>
      </p>
      <div className="nutrition__bar nutrition__bar--thick" />
      <p className="nutrition__amount">{t.amountPerServing}</p>
      {hasQuantity(per.calories) && (
        <p className="nutrition__calories">
          <span>{t.calories}</span>
          <span>{per.calories.quantity}</span>
        </p>
      )}
      <table className="nutrition__table">
        <caption className="visually-hidden">{t.title}</caption>
        <thead>
          <tr>
            <th scope="col" colSpan={2} className="nutrition__dv-head">
              {t.dailyValue}
            </th>
          </tr>
        </thead>
        <tbody>
          {macros.map(({ key, indent, bold }) => (
            <NutrientRow
              key={key}
              name={t.rows[key]}
              nutrient={per[key]!}
              indent={indent}
              bold={bold}
              added={key === 'addedSugars'}
            />
          ))}
        </tbody>
        {micros.length > 0 && (
          <tbody className="nutrition__micros">
            {micros.map((key) => (
              <NutrientRow key={key} name={t.rows[key]} nutrient={per[key]!} indent={0} />
            ))}
          </tbody>
        )}
      </table>
      <p className="nutrition__footnote">{t.footnote}</p>
    </section>
  );
}

function NutrientRow(props: {
  name: string;
  nutrient: NutrientAmount;
  indent: 0 | 1 | 2;
  bold?: boolean;
  added?: boolean;
}) {
  const { name, nutrient, indent, bold, added } = props;
  const qty = hasQuantity(nutrient) ? amount(nutrient) : '';
  const label = added && qty ? nutritionCopy.includesAdded(qty) : undefined;
  return (
    <tr className={`nutrition__row nutrition__row--indent-${indent}`}>
      <th scope="row">
        {label ?? (
          <>
            {bold ? <strong>{name}</strong> : name}
            {qty && ` ${qty}`}
          </>
        )}
      </th>
      <td>{hasPdv(nutrient) ? <strong>{nutrient.pdv}%</strong> : ''}</td>
    </tr>
  );
}
