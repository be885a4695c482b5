/**
 * The tag filter checkboxes of a customizer's browser (catalogue-gifting §3 kept tags, §5 tag filters, §9: the box
 * omits Organic and Vegan): a fieldset with its legend and one checkbox named 'tag' per filter, checked by
 * `isChecked`, changed through `onToggle(tag, checked)`. `className` names the fieldset and `optionClassName` each
 * label, so every builder keeps its own styles; `disabled` greys the whole set (while its catalogue loads).
 */
export function TagFilters<Tag extends string>(props: {
  readonly filters: readonly Tag[];
  readonly legend: string;
  readonly isChecked: (tag: Tag) => boolean;
  readonly onToggle: (tag: Tag, checked: boolean) => void;
  readonly className: string;
  readonly optionClassName: string;
  readonly disabled?: boolean;
}) {
  const { filters, legend, isChecked, onToggle, className, optionClassName, disabled } = props;
  return (
    <fieldset className={className} disabled={disabled}>
      <legend>{legend}</legend>
      {filters.map((tag) => (
        <label key={tag} className={optionClassName}>
          <input
            type="checkbox"
            name="tag"
            value={tag}
            checked={isChecked(tag)}
            onChange={(e) => onToggle(tag, e.target.checked)}
          />
          {tag}
        </label>
      ))}
    </fieldset>
  );
}
