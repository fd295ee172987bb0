/** A form as a browser posts it, from field names and values (one value per name). */
export function formDataOf(values: Readonly<Record<string, string>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}
