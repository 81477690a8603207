/** A form's fields: inputs, text areas and MUI's select buttons, without MUI's hidden copies. */
const FIELDS = 'input:not([type=hidden]):not([aria-hidden=true]), textarea:not([aria-hidden=true]), [role=combobox]:not(input)';

/** A field's label as a screen reader names it (aria-labelledby, else its <label>), the required mark left out. */
function labelOf(field: Element): string {
  const by = field.getAttribute('aria-labelledby');
  const labels = by ? by.split(' ').map((id) => document.getElementById(id)) : [document.querySelector(`label[for="${field.id}"]`)];
  return labels.map((label) => label?.textContent ?? '').join(' ').replace(/\s*\*$/, '').trim();
}

/**
 * The labels of a form's fields, in order, as a user reads them: the forms' tests compare them
 * with common/src/fieldLabels.ts, the words the Change History panel uses (issue 44 item 9,
 * decision 0170), so a label renamed in one place only fails.
 */
export function fieldLabelsIn(form: HTMLElement): string[] {
  return [...form.querySelectorAll(FIELDS)].map(labelOf);
}
