/**
 * An attribute only when it has a value, to spread on an element:
 * `<li {...attr('className', good ? 'good' : null)}>`. A prop given as
 * `undefined` is still written in the page's RSC payload
 * (`"className":"$undefined"`); an absent one is not.
 */
export function attr<K extends string>(name: K, value: string | null | undefined): { [P in K]: string } | null {
  return value ? ({ [name]: value } as { [P in K]: string }) : null;
}
