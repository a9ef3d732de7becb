/** A value the backend treats as "not given". */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === 'undefined';
}

/**
 * A shallow copy of `obj` without the keys whose value is undefined, null, '' or the string
 * 'undefined' (the last comes from string-concatenating a missing value). 0, false, NaN and
 * whitespace are kept. Nested objects are not cleaned. A null or undefined `obj` gives `{}`.
 */
export function dropEmpty<T extends object>(obj: T | null | undefined): Partial<T> {
  const result: Partial<T> = {};
  if (obj == null) return result;
  for (const [key, value] of Object.entries(obj)) {
    if (!isEmptyValue(value)) (result as Record<string, unknown>)[key] = value;
  }
  return result;
}
