/**
 * Fills {name} slots in one pass, so braces inside a value (a nickname, a question) stay as
 * they are. A slot without a value is an error: no reading ever shows a raw {name}.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    if (value === undefined || value === null)
      throw new RangeError(`no value for {${key}} in "${template}"`);
    return String(value);
  });
}
