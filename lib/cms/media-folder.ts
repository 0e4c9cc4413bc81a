/**
 * The folder under public/ where a picture or video of this field goes, taken from the example
 * path in the field's description ("Example: /images/people/elena-marsh.svg" gives /images/people),
 * so each upload lands beside the files of its kind; `fallback` when the description has none.
 */
export function mediaFolder(description: string | undefined, fallback: string): string {
  const example = /Example: (\/(?:images|media)\/[a-z0-9/_.-]+)/.exec(description ?? '')?.[1]
  if (!example) return fallback
  return example.slice(0, example.lastIndexOf('/')) || fallback
}
