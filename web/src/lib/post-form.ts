/**
 * Leaves the app by POSTing fields to another page, as a plain HTML form would (PayHere's hosted
 * checkout takes its order this way, not as a link).
 */
export function postForm(url: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
