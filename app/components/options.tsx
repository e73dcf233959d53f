/** The `<option>`s of a list of values, each shown as its label when one is given. */
export function Options<T extends string>({ values, labels }: { values: readonly T[]; labels?: Record<T, string> }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels ? labels[value] : value}
    </option>
  ));
}
